import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipUnpacksWithin } from './zip-size.ts';

/** A one-entry zip (deflated) holding `content`, as an xlsx's parts are stored. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const fname = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  // The archive claims a tiny size: the check must inflate, not believe it.
  local.writeUInt32LE(10, 22);
  local.writeUInt16LE(fname.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(10, 24);
  central.writeUInt16LE(fname.length, 28);
  central.writeUInt32LE(0, 42);
  const body = Buffer.concat([local, fname, data]);
  const dir = Buffer.concat([central, fname]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(body.length, 16);
  return Buffer.concat([body, dir, end]);
}

describe('zipUnpacksWithin', () => {
  it('passes a real xlsx and refuses it under a cap smaller than its parts', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('清单').addRows([
      ['商品编码', '数量'],
      ['A001', 20],
    ]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(zipUnpacksWithin(xlsx, 1024 * 1024)).toBe(true);
    expect(zipUnpacksWithin(xlsx, 100)).toBe(false);
  });

  it('refuses a bomb that claims a tiny size, by what it really inflates to', () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(50 * 1024 * 1024, '<row/>'));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(zipUnpacksWithin(bomb, 8 * 1024 * 1024)).toBe(false);
    expect(zipUnpacksWithin(zipOf('a.xml', Buffer.from('<row/>')), 1024)).toBe(true);
  });

  it('refuses what is not a zip, or is cut short', () => {
    expect(zipUnpacksWithin(Buffer.from('PK\u0003\u0004not really'), 1024)).toBe(false);
    const ok = zipOf('a.xml', Buffer.from('<row/>'));
    expect(zipUnpacksWithin(ok.subarray(0, ok.length - 30), 1024)).toBe(false);
  });
});
