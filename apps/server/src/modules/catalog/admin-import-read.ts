import ExcelJS from 'exceljs';
import { fieldError } from '../../http/errors.ts';
import { zipUnpacksWithin } from '../../platform/zip-size.ts';

/** A cell as the import reads it: text, a number, or nothing. */
export type Cell = string | number | null;

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
/** What an xlsx may unpack to (20,000 rows of goods are about 20 MB of sheet XML). */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

const notSpreadsheet = () => fieldError('file', '请上传 xlsx 或 csv 格式的表格文件');

/**
 * The file's rows, each a list of cells from column 1. xlsx is recognised
 * by its zip signature, csv by its name and by being text (UTF-8, or GB18030
 * as Excel saves "CSV" on Chinese Windows); anything else is refused.
 */
export async function readSheet(
  file: Buffer,
  filename: string,
  maxUnpacked = MAX_UNPACKED_BYTES,
): Promise<Cell[][]> {
  const name = filename.toLowerCase();
  const zip = file.length > 4 && file.readUInt32LE(0) === 0x04034b50;
  if (zip && !name.endsWith('.csv')) {
    if (!zipUnpacksWithin(file, maxUnpacked))
      throw fieldError('file', '表格文件过大或已损坏，请检查后重新上传');
    return unescapeFormulas(await readXlsx(file));
  }
  if (!zip && name.endsWith('.csv')) return unescapeFormulas(parseCsv(decodeText(file)));
  throw notSpreadsheet();
}

/** The export's apostrophe before text that looks like a formula (admin-export.ts) comes off. */
const unescapeFormulas = (rows: Cell[][]) =>
  rows.map((r) =>
    r.map((c) => (typeof c === 'string' && /^'[=+\-@\t\r]/.test(c) ? c.slice(1) : c)),
  );

async function readXlsx(file: Buffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fieldError('file', '表格中没有工作表');
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as unknown[];
    const cells: Cell[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellOf(values[i]));
    rows[n - 1] = cells;
  });
  // eachRow skips rows exceljs never saw; keep the numbering of the sheet.
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}

/** exceljs's cell values (rich text, formulas, links, dates) as plain text or numbers. */
function cellOf(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as {
      richText?: { text: string }[];
      result?: unknown;
      text?: unknown;
      error?: string;
    };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellOf(o.result);
    if (typeof o.text === 'string') return o.text;
    if (o.error) return String(o.error);
  }
  return String(v);
}

function decodeText(file: Buffer): string {
  if (file.includes(0)) throw notSpreadsheet();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file).replace(/^\uFEFF/, '');
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(file);
    } catch {
      throw notSpreadsheet();
    }
  }
}

/** RFC 4180 csv: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field === '' ? null : field);
    field = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      endField();
      rows.push(row);
      row = [];
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
