import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, shopDay } from '@shop/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, goodsLots } from '../../db/schema/index.ts';
import { makePdf } from '../../platform/pdf.ts';
import { makeGoods, readGoods } from '../../test/buyers.ts';
import { multipartFile, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The warehouse's lots in the console: 入库 with its report, adding to a
// lot, adjusting, the spreadsheet import, and what bad input gets.

let t: TestApp;
let warehouse: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20, filesDir: mkdtempSync(join(tmpdir(), 'lot-files-')) });
  warehouse = await staffLogin(t, 'warehouse');
  operator = await staffLogin(t, 'operator');
});
afterAll(() => t?.close());

const today = () => shopDay(new Date());
const BOUNDARY = '----lotform9f1';

/** A multipart form of text fields and, optionally, the `report` file. */
function form(fields: Record<string, string>, report?: { bytes: Buffer; type: string }) {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (report)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="report"; filename="r"\r\nContent-Type: ${report.type}\r\n\r\n`,
      ),
      report.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const good = () => ({
  lot_no: 'B240615-2',
  production_date: addDays(today(), -200),
  expiry_date: addDays(today(), 900),
  quantity: '120',
  supplier: '国药控股湖北有限公司',
});

async function receive(
  goodsId: number,
  fields: Record<string, string>,
  report?: { bytes: Buffer; type: string },
  headers = warehouse,
) {
  const { payload, 'content-type': type } = form(fields, report);
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/goods/${goodsId}/lots`,
    headers: { ...headers, 'content-type': type },
    payload,
  });
}

const json = (url: string, payload: unknown, headers = warehouse) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('入库 one lot', () => {
  it('receives a lot with its report, adds to it again, and the goods and ledger follow', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    const pdf = await makePdf({
      title: '药检报告',
      blocks: [{ kind: 'title', text: '检验报告书 B240615-2' }],
    });
    const r = await receive(goodsId, good(), { bytes: pdf, type: 'application/pdf' });
    expect(r.json(), r.body).toMatchObject({
      code: 10000,
      data: {
        goods_id: goodsId,
        lot_no: 'B240615-2',
        quantity: 120,
        quarantine_quantity: 0,
        has_report: 1,
        state: 'selling',
        state_text: '在售',
        near_expiry: 0,
      },
    });
    const lot = r.json().data;
    expect(lot.report_url).toBe(`/admin-api/lots/${lot.id}/report`);
    const g = await readGoods(t.db, goodsId);
    expect(g.stock).toBe(120);
    expect(g.expiryDate).toBe(good().expiry_date);

    const file = await t.app.inject({ url: lot.report_url, headers: warehouse });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const again = await receive(goodsId, { ...good(), quantity: '30' });
    expect(again.json().data).toMatchObject({ id: lot.id, quantity: 150 });
    const otherDates = await receive(goodsId, { ...good(), expiry_date: addDays(today(), 901) });
    expect(otherDates.statusCode).toBe(422);
    expect(otherDates.json().errors.lot_no).toBeDefined();

    const list = await t.app.inject({ url: `/admin-api/goods/${goodsId}/lots`, headers: operator });
    expect(list.json().data.list.map((l: { lot_no: string }) => l.lot_no)).toContain('B240615-2');
    const ledger = await t.app.inject({
      url: `/admin-api/goods/${goodsId}/stock-ledger`,
      headers: warehouse,
    });
    expect(ledger.json().data.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        change: 30,
        stock_after: 150,
        lot_no: 'B240615-2',
        kind: 'receive',
      }),
      expect.objectContaining({
        change: 120,
        stock_after: 120,
        lot_no: 'B240615-2',
        kind: 'receive',
      }),
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(lot.id)));
    expect(audits.map((a) => a.action)).toEqual(['lot.receive', 'lot.receive']);
  });

  it('refuses bad input with a field error and writes nothing', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    const cases: [Record<string, string>, string][] = [
      [{ ...good(), production_date: '2026-02-30' }, 'production_date'],
      [{ ...good(), expiry_date: '2027-13-01' }, 'expiry_date'],
      [{ ...good(), expiry_date: addDays(today(), -300) }, 'expiry_date'],
      [{ ...good(), production_date: addDays(today(), 3) }, 'production_date'],
      [{ ...good(), supplier: '国药\u0007控股' }, 'supplier'],
      [{ ...good(), supplier: '国药\n控股' }, 'supplier'],
      [{ ...good(), supplier: 'x'.repeat(61) }, 'supplier'],
      [{ ...good(), lot_no: 'B 2406' }, 'lot_no'],
      [{ ...good(), lot_no: 'A'.repeat(41) }, 'lot_no'],
      [{ ...good(), lot_no: '' }, 'lot_no'],
      [{ ...good(), quantity: '1e12' }, 'quantity'],
      [{ ...good(), quantity: '1000000000000' }, 'quantity'],
      [{ ...good(), quantity: '0' }, 'quantity'],
      [{ ...good(), quantity: '2.5' }, 'quantity'],
      // The multipart reader refuses parts named after Object's own keys outright (on `file`).
      [Object.fromEntries([...Object.entries(good()), ['__proto__', 'x']]), 'file'],
      [Object.fromEntries([...Object.entries(good()), ['constructor', 'x']]), 'file'],
      [Object.fromEntries([...Object.entries(good()), ['colour', 'x']]), 'colour'],
    ];
    // expiry before production
    cases.push([
      { ...good(), production_date: addDays(today(), -10), expiry_date: addDays(today(), -20) },
      'expiry_date',
    ]);
    for (const [fields, field] of cases) {
      const r = await receive(goodsId, fields);
      expect(r.statusCode, `${field}: ${r.body}`).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    const picture = await receive(goodsId, good(), {
      bytes: Buffer.from('<html>not a report</html>'),
      type: 'application/pdf',
    });
    expect(picture.statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(goodsLots)
        .where(eq(goodsLots.lotNo, 'B240615-2'))
        .then((rows) => rows.filter((l) => l.goodsId === goodsId)),
    ).toEqual([]);
    expect((await readGoods(t.db, goodsId)).stock).toBe(0);
  });

  it('is the warehouse’s: the operator may read the lots but not receive (403)', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    expect((await receive(goodsId, good(), undefined, operator)).statusCode).toBe(403);
    expect((await receive(999_999, good())).statusCode).toBe(404);
  });
});

describe('adjusting a lot', () => {
  it('changes the lot with a reason, never below zero (409)', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    const lot = (await receive(goodsId, { ...good(), lot_no: '2409031', quantity: '10' })).json()
      .data;
    const down = await json(`/admin-api/lots/${lot.id}/adjust`, { change: -3, reason: '破损' });
    expect(down.json(), down.body).toMatchObject({ code: 10000, data: { quantity: 7 } });
    expect((await readGoods(t.db, goodsId)).stock).toBe(7);
    const under = await json(`/admin-api/lots/${lot.id}/adjust`, { change: -8, reason: '盘亏' });
    expect(under.statusCode).toBe(409);
    expect(
      (await json(`/admin-api/lots/${lot.id}/adjust`, { change: 0, reason: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (await json(`/admin-api/lots/${lot.id}/adjust`, { change: 1, reason: '' })).statusCode,
    ).toBe(422);
    const proto = await t.app.inject({
      method: 'POST',
      url: `/admin-api/lots/${lot.id}/adjust`,
      headers: { ...warehouse, 'content-type': 'application/json' },
      payload: '{"change":1,"reason":"x","__proto__":{"quantity":1}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().code).not.toBe(10000);
    expect((await readGoods(t.db, goodsId)).stock).toBe(7);
  });
});

describe('a goods whose lots would pass what its stock can hold', () => {
  it('refuses the receipt or adjustment as a quantity error (422), changing nothing', async () => {
    const goodsId = await makeGoods(t.db, { stock: 0 });
    const big = (await receive(goodsId, { ...good(), lot_no: 'BIG-1', quantity: '10' })).json()
      .data;
    await t.db.update(goodsLots).set({ quantity: 2_147_000_000 }).where(eq(goodsLots.id, big.id));
    const more = await receive(goodsId, { ...good(), lot_no: 'BIG-2', quantity: '1000000' });
    expect([more.statusCode, more.json().msg]).toEqual([
      422,
      '该商品各批次数量合计超出上限，请核对数量',
    ]);
    expect(more.json().errors).toHaveProperty('quantity');
    const up = await json(`/admin-api/lots/${big.id}/adjust`, {
      change: 1_000_000,
      reason: '盘盈',
    });
    expect(up.statusCode, up.body).toBe(422);
    const lots = await t.db.select().from(goodsLots).where(eq(goodsLots.goodsId, goodsId));
    expect(lots.filter((l) => l.lotNo.startsWith('BIG')).map((l) => [l.lotNo, l.quantity])).toEqual(
      [['BIG-1', 2_147_000_000]],
    );
  });
});

describe('goods-level stock writes', () => {
  it('are refused with the way to do it now', async () => {
    const goodsId = await makeGoods(t.db, { stock: 5 });
    const stock = await json(`/admin-api/goods/${goodsId}/stock`, { change: 5, reason: '入库' });
    expect(stock.statusCode).toBe(422);
    expect(stock.json().errors.change[0]).toContain('批次');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/goods/${goodsId}`,
      headers: { ...warehouse, 'content-type': 'application/json' },
      payload: JSON.stringify({ number: 9, reason: '盘点' }),
    });
    expect(put.statusCode).toBe(422);
    expect((await readGoods(t.db, goodsId)).stock).toBe(5);
  });
});

describe('批次导入', () => {
  it('receives the good rows and reports each bad one', async () => {
    const a = await makeGoods(t.db, { stock: 0 });
    const b = await makeGoods(t.db, { stock: 0 });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('批次');
    sheet.addRow(['商品ID', '批号', '生产日期', '有效期至', '数量', '供应商']);
    const p = addDays(today(), -100);
    const e = addDays(today(), 700);
    sheet.addRow([a, '2409031', p, e, 10, '九州通']);
    sheet.addRow([a, '2409031', p, e, 5, '九州通']);
    sheet.addRow([b, 'B240615-2', p, e, 7, '华润医药']);
    sheet.addRow([b, 'bad lot', p, e, 7, '华润医药']);
    sheet.addRow([999_999, 'X1', p, e, 1, '华润医药']);
    sheet.addRow([b, 'X2', '2026-02-30', e, 1, '华润医药']);
    sheet.addRow([b, 'X3', p, p, 1, '华润医药']);
    const { payload, 'content-type': type } = multipartFile(
      Buffer.from(await book.xlsx.writeBuffer()),
      'lots.xlsx',
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/admin-api/lots/import',
      headers: { ...warehouse, 'content-type': type },
      payload,
    });
    expect(r.json(), r.body).toMatchObject({
      code: 10000,
      data: { created: 2, added: 1, failed: 4 },
    });
    const rows = r.json().data.rows as { row: number; ok: boolean; message: string }[];
    expect(rows.map((x) => [x.row, x.ok])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
    ]);
    expect(rows[3]!.message).toContain('批号');
    expect(rows[4]!.message).toBe('商品不存在');
    expect((await readGoods(t.db, a)).stock).toBe(15);
    expect((await readGoods(t.db, b)).stock).toBe(7);

    const template = await t.app.inject({ url: '/admin-api/lots/template', headers: warehouse });
    expect(template.statusCode).toBe(200);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(read.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      '商品ID',
      '批号',
      '生产日期',
      '有效期至',
      '数量',
      '供应商',
    ]);
  });
});
