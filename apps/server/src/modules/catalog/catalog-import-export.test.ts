import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { parseCsv } from './admin-import-read.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
let admin: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  operator = await staffLogin(t, 'operator');
  warehouse = await staffLogin(t, 'warehouse');
  admin = await staffLogin(t, 'admin');
  [buyer] = (await makeBuyers(t.db, 1, 'goodsimp')) as [TestBuyer];
});
afterAll(() => t?.close());

const exportOf = (headers: Record<string, string>, query: string) =>
  t.app.inject({ url: `/admin-api/goods/export?${query}`, headers });

/** A multipart upload of one file, as a browser's form sends it. */
function upload(headers: Record<string, string>, file: Buffer, filename: string, confirm: 0 | 1) {
  const { payload, 'content-type': type } = multipartFile(file, filename);
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/import?confirm=${confirm}`,
    headers: { ...headers, 'content-type': type },
    payload,
  });
}

const csv = (rows: (string | number)[][]) =>
  Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);

async function xlsx(rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('商品');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const importAudits = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'goods.import'`),
  )[0]!.n;

describe('export', () => {
  it('writes the filtered goods as xlsx that parses back, with both header rows', async () => {
    const a = await makeGoods(t.db, {
      name: '导出测试片甲',
      nameInitials: 'dcxspj',
      priceFen: 1234,
    });
    const b = await makeGoods(t.db, { name: '导出测试片乙', nameInitials: 'dcxspy', stock: 7 });
    await makeGoods(t.db, { name: '别的药' });
    const r = await exportOf(warehouse, `format=xlsx&keywords=${encodeURIComponent('导出测试')}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="goods_${day}.xlsx"; filename*=UTF-8''${encodeURIComponent(`商品_${day}.xlsx`)}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['商品ID', '商品名称', '商品简介']);
    expect(rows[1]!.slice(1, 4)).toEqual(['id', 'name', 'remarks']);
    expect(rows.slice(2).map((row) => row[1])).toEqual([a, b]);
    const priceAt = (rows[1] as string[]).indexOf('price');
    const stockAt = (rows[1] as string[]).indexOf('number');
    expect(rows[2]![priceAt]).toBe('12.34');
    expect(rows[3]![stockAt]).toBe(7);
  });

  it('writes csv with a BOM that parses back, filtered by shelf and stock', async () => {
    const low = await makeGoods(t.db, { stock: 3, name: '低库存"引号",逗号' });
    const hidden = await makeGoods(t.db, { stock: 2, isHidden: true });
    const r = await exportOf(operator, 'format=csv&stock_below=5&on_shelf=1');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(r.body.replace(/^\uFEFF/, ''));
    expect(rows[1]![0]).toBe('id');
    const ids = rows.slice(2).map((row) => Number(row[0]));
    expect(ids).toContain(low);
    expect(ids).not.toContain(hidden);
    expect(rows.find((row) => Number(row[0]) === low)![1]).toBe('低库存"引号",逗号');
    for (const row of rows.slice(2)) expect(Number(row[11])).toBeLessThan(5);
  });

  it('is refused to roles without goods.read, and bad filters are 422', async () => {
    expect((await exportOf(await staffLogin(t, 'finance'), 'format=csv')).statusCode).toBe(403);
    expect((await exportOf({}, 'format=csv')).statusCode).toBe(401);
    for (const bad of ['format=pdf', 'on_shelf=3', 'page=1'])
      expect((await exportOf(admin, bad)).statusCode, bad).toBe(422);
  });
});

describe('import', () => {
  const HEAD = ['商品ID', '价格（元）', '库存', '库存变动原因', '下架（1=下架）'];

  it('checks without writing on a dry run, reporting every broken row', async () => {
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => makeGoods(t.db, { priceFen: 1000, stock: 10 })),
    );
    const audits = await importAudits();
    const file = csv([
      [...HEAD, '颜色'],
      [a!, '11.00', '', '', '', ''], // good
      [b!, 'abc', '', '', '', ''], // bad price
      [c!, '', -5, '盘点', '', ''], // negative stock
      [99_999_999, '1.00', '', '', '', ''], // unknown id
      [d!, '', 20, '', '', ''], // a changed stock: the lots' to say
      ['', '1.00', '', '', '', ''], // no id: updates only
    ]);
    const r = await upload(admin, file, 'goods.csv', 0);
    expect(r.statusCode).toBe(200);
    const report = r.json().data;
    expect(report).toMatchObject({ total: 6, ok: 1, changed: 1, written: 0 });
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [1, '颜色'],
      [3, 'price'],
      [4, 'number'],
      [5, 'id'],
      [6, 'number'],
      [7, 'id'],
    ]);
    expect(report.errors[4].message).toContain('批次导入');
    for (const id of [a, b, c, d]) {
      const g = await readGoods(t.db, id!);
      expect([g.priceFen, g.stock]).toEqual([1000, 10]);
    }
    expect(await importAudits()).toBe(audits);
  });

  it('writes exactly the good rows when confirmed, audited once, buyers see it', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => makeGoods(t.db, { priceFen: 1000, stock: 10, midPackQuantity: 1 })),
    );
    const file = await xlsx([
      HEAD,
      ['id', 'price', 'number', 'reason', 'is_hidden'],
      [a!, 12.5, 10, null, 0], // the stock as exported: no change
      [b!, '-1', 10, null, null],
      [c!, '10.00', 10, null, 1], // only the shelf changes
    ]);
    const audits = await importAudits();
    const r = await upload(admin, file, '商品.xlsx', 1);
    expect(r.json().data).toMatchObject({ total: 3, ok: 2, changed: 2, written: 2 });
    expect(r.json().data.errors).toEqual([{ row: 4, field: 'price', message: expect.any(String) }]);
    const [ga, gb, gc] = await Promise.all([a, b, c].map((id) => readGoods(t.db, id!)));
    expect([ga!.priceFen, ga!.originalPriceFen, ga!.stock, ga!.isHidden]).toEqual([
      1250,
      1250,
      10,
      false,
    ]);
    expect([gb!.priceFen, gb!.stock]).toEqual([1000, 10]);
    expect([gc!.priceFen, gc!.stock, gc!.isHidden]).toEqual([1000, 10, true]);
    const detail = await t.app.inject({ url: `/api/goods/detail/${a}`, headers: buyer.headers });
    expect(detail.json().data.price).toBe('12.50');
    expect(await importAudits()).toBe(audits + 1);
    const [entry] = (
      await t.app.inject({ url: '/admin-api/audit-log?action=goods.import', headers: admin })
    ).json().data.data;
    expect(entry.after).toMatchObject({ total: 3, ok: 2, changed: 2, error_rows: 1 });
    expect(entry.before[a!]).toEqual({ price: '10.00' });
    expect(entry.after.goods[a!]).toEqual({ price: '12.5' });
  });

  it('makes a price change by the warehouse an error row, and a changed stock one too (批次)', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => makeGoods(t.db, { priceFen: 1000, stock: 10 })),
    );
    const r = await upload(
      warehouse,
      csv([HEAD, [a!, '9.00', 10, '', ''], [b!, '10.00', 15, '补货', '']]),
      'x.csv',
      1,
    );
    expect(r.json().data).toMatchObject({ total: 2, ok: 0, written: 0 });
    expect(r.json().data.errors).toEqual([
      { row: 2, field: 'price', message: '没有权限修改此字段' },
      { row: 3, field: 'number', message: expect.stringContaining('批次导入') },
    ]);
    expect((await readGoods(t.db, a!)).priceFen).toBe(1000);
    expect((await readGoods(t.db, b!)).stock).toBe(10);
    const op = await upload(operator, csv([HEAD, [b!, '', 99, '盘点', '']]), 'x.csv', 1);
    expect(op.json().data.errors[0]).toMatchObject({ field: 'number' });
    expect((await readGoods(t.db, b!)).stock).toBe(10);
  });

  it('takes back its own export unchanged: every row ok, nothing written', async () => {
    const r = await exportOf(admin, 'format=xlsx');
    const back = await upload(admin, r.rawPayload, 'goods.xlsx', 1);
    expect(back.json().data).toMatchObject({ ok: back.json().data.total, changed: 0, errors: [] });
    expect(back.json().data.total).toBeGreaterThan(30);
  });

  it('exports and imports the drug class and flags; an unknown class is an error row', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => makeGoods(t.db, { drugClass: 'rx' })));
    const sheet = parseCsv((await exportOf(admin, 'format=csv')).body.replace(/^\uFEFF/, ''));
    const keys = sheet[1]!.map(String);
    const row = sheet.find((r) => Number(r[0]) === a)!;
    expect(row[keys.indexOf('drug_class')]).toBe('rx');
    expect(keys).toEqual(
      expect.arrayContaining(['is_special_compound', 'is_cold_chain', 'need_trace_code']),
    );
    const file = csv([
      [
        '商品ID',
        '药品分类',
        '含特殊药品复方制剂（1=是）',
        '冷链（1=是）',
        '需追溯码（1=是）',
        '追溯码前缀（7位数字）',
      ],
      [a!, 'otc_b', 1, 1, 1, '8654321'],
      [b!, '处方药', '', '', '', ''],
    ]);
    const r = await upload(admin, file, 'goods.csv', 1);
    expect(r.json().data).toMatchObject({ total: 2, ok: 1, written: 1 });
    expect(r.json().data.errors).toEqual([
      { row: 3, field: 'drug_class', message: expect.stringContaining('药品分类') },
    ]);
    const [ga, gb] = await Promise.all([a, b].map((id) => readGoods(t.db, id!)));
    expect(ga).toMatchObject({
      drugClass: 'otc_b',
      isSpecialCompound: true,
      isColdChain: true,
      needsTraceCode: true,
      tracePrefix: '8654321',
    });
    expect(gb!.drugClass).toBe('rx');
    const detail = await t.app.inject({ url: `/api/goods/detail/${a}`, headers: buyer.headers });
    expect(detail.json().data).toMatchObject({ drug_class: 'otc_b', is_cold_chain: 1 });
  });

  it('refuses a file that is too big or not a spreadsheet with 422', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'big.csv'],
      [Buffer.from('%PDF-1.4 not a sheet'), 'goods.pdf'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'goods.csv'],
      [Buffer.from('PK\u0003\u0004broken zip'), 'goods.xlsx'],
      [Buffer.from('名称,价格\r\n甲,1.00\r\n'), 'goods.csv'], // no id column
    ];
    for (const [file, name] of cases) {
      const r = await upload(admin, file, name, 1);
      expect(r.statusCode, name).toBe(422);
      expect(r.json().code).toBe(422);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin-api/goods/import?confirm=1',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect((await upload(await staffLogin(t, 'finance'), csv([HEAD]), 'a.csv', 1)).statusCode).toBe(
      403,
    );
  });

  it('refuses more than 20,000 rows', async () => {
    const rows: (string | number)[][] = [HEAD];
    for (let i = 0; i < 20_001; i++) rows.push([i + 1, '', '', '', '']);
    const r = await upload(admin, csv(rows), 'many.csv', 0);
    expect(r.statusCode).toBe(422);
    expect(r.json().msg).toContain('20000');
  });
});
