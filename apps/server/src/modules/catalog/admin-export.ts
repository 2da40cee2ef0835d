import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { SHEET_COLUMNS, sheetRow } from './admin-export-columns.ts';
import { type AdminGoodsFilter, catalogAdminRepo } from './admin-repo.ts';
import { presentAdminGoods } from './admin-service.ts';

const CHUNK = 2_000;

/** The shop's calendar day (China, UTC+8) as YYYYMMDD. */
const chinaDay = (now: Date) =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

/** `attachment` with an ASCII fallback and the Chinese name in RFC 5987 form. */
export function exportDisposition(format: 'xlsx' | 'csv', now = new Date()) {
  const day = chinaDay(now);
  return `attachment; filename="goods_${day}.${format}"; filename*=UTF-8''${encodeURIComponent(`商品_${day}.${format}`)}`;
}

export const EXPORT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Text a spreadsheet program would run as a formula (= + - @, or a tab or CR
 * before one) gets a leading apostrophe; the import takes it off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const csvCell = (v: string | number) => {
  const s = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * Every goods the filters match, streamed as it is read (a chunk of rows at
 * a time in id order), never the whole list in memory.
 */
export function goodsExport(db: Db) {
  const repo = catalogAdminRepo(db);
  async function* rows(f: AdminGoodsFilter) {
    let after = 0;
    for (;;) {
      const chunk = await repo.chunk(f, after, CHUNK);
      for (const r of chunk) yield sheetRow(presentAdminGoods(r.goods, r.category));
      if (chunk.length < CHUNK) return;
      after = chunk.at(-1)!.goods.id;
    }
  }

  return (f: AdminGoodsFilter, format: 'xlsx' | 'csv'): Readable => {
    const out = new PassThrough();
    const write = format === 'xlsx' ? writeXlsx : writeCsv;
    write(out, rows(f)).catch((e: unknown) => out.destroy(e as Error));
    return out;
  };
}

async function writeCsv(out: PassThrough, rows: AsyncIterable<(string | number)[]>) {
  // The BOM tells Excel the file is UTF-8; row 2 names the fields for tools.
  out.write('\uFEFF');
  out.write(`${SHEET_COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`);
  out.write(`${SHEET_COLUMNS.map((c) => c.key).join(',')}\r\n`);
  let lines: string[] = [];
  for await (const r of rows) {
    lines.push(r.map(csvCell).join(','));
    if (lines.length >= 500) {
      if (!out.write(`${lines.join('\r\n')}\r\n`))
        await new Promise((resolve) => out.once('drain', resolve));
      lines = [];
    }
  }
  if (lines.length > 0) out.write(`${lines.join('\r\n')}\r\n`);
  out.end();
}

async function writeXlsx(out: PassThrough, rows: AsyncIterable<(string | number)[]>) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    // Styles and full compression tripled the time of 20,000 rows; plain cells it is.
    useSharedStrings: false,
    useStyles: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = book.addWorksheet('商品', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = SHEET_COLUMNS.map((c) => ({ width: c.width }));
  sheet.addRow(SHEET_COLUMNS.map((c) => c.header)).commit();
  sheet.addRow(SHEET_COLUMNS.map((c) => c.key)).commit();
  for await (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await book.commit();
}
