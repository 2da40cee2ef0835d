import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../test/zip.ts';
import { zipUnpacksWithin } from './zip-size.ts';

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
