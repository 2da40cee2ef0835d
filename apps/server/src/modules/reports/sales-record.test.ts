import { addDays, shopDay } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsLots, orderLines } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { salesRecordStream } from './sales-record.ts';

// The 销售记录 xlsx read back: one row per lot line of the orders sold in the
// period (paid, not cancelled), units refunded shown and deducted, the sums;
// and what bad dates and the wrong role get.

let t: TestApp;
let a: TestBuyer;
let b: TestBuyer;
let finance: Record<string, string>;
let warehouse: Record<string, string>;
let g1: number;
let g2: number;
const today = shopDay(new Date());

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [a, b] = (await makeBuyers(t.db, 2, 'gsprec')) as [TestBuyer, TestBuyer];
  finance = await staffLogin(t, 'finance');
  warehouse = await staffLogin(t, 'warehouse');
  g1 = await makeGoods(t.db, {
    name: '头孢克肟分散片（销售记录）',
    approvalNumber: '国药准字H20000002',
    priceFen: 1_500,
    midPackQuantity: 1,
  });
  g2 = await makeGoods(t.db, { name: '板蓝根颗粒（销售记录）', priceFen: 800, midPackQuantity: 1 });
  // Two units of g1 in a lot expiring first: an order of 3 spans two lots.
  await t.db.insert(goodsLots).values({
    goodsId: g1,
    lotNo: 'SR-FIRST',
    productionDate: addDays(today, -200),
    expiryDate: addDays(today, 500),
    quantity: 2,
  });
  await t.db
    .update(goods)
    .set({ stock: sql`${goods.stock} + 2` })
    .where(eq(goods.id, g1));

  const life = orderLife(t);
  const first = await life.paidOrder(a, [{ goodsId: g1, number: 3 }]);
  await life.paidOrder(b, [{ goodsId: g2, number: 4 }]);
  // Not sold: an order still unpaid, and one cancelled after payment.
  await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: a.headers,
    payload: { params: [{ goods_id: g2, number: 9 }] },
  });
  const cancelled = await life.paidOrder(b, [{ goodsId: g2, number: 7 }]);
  await t.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE id = ${cancelled}`);
  // One unit of the first order refunded before it shipped: it goes back to the last lot.
  const [line] = await life.lines(first);
  await life.refund(a, first, line!.id, 1);
  const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line!.id));
  expect(after!.unshippedRefundQuantity).toBe(1);
});
afterAll(() => t?.close());

const record = (query: string, headers = finance) =>
  t.app.inject({ url: `/admin-api/reports/sales-record?${query}`, headers });

async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('销售记录')!;
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('销售记录', () => {
  it('has one row per lot line of the sold orders, refunds shown and deducted, and the sums', async () => {
    const res = await record(`from=${addDays(today, -1)}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(
        `销售记录_${addDays(today, -1).replaceAll('-', '')}-${today.replaceAll('-', '')}.xlsx`,
      ),
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]![0]).toBe(`销售记录 ${addDays(today, -1)} 至 ${today}`);
    expect(rows[1]).toEqual([
      '日期',
      '订单号',
      '购货单位',
      '通用名',
      '规格',
      '剂型',
      '生产企业',
      '批准文号',
      '批号',
      '有效期至',
      '数量',
      '单位',
      '单价（元）',
      '金额（元）',
      '退回数量',
      '退回金额（元）',
      '实销数量',
      '实销金额（元）',
    ]);
    const body = rows.slice(2, -1);
    const mine = body.filter((r) => String(r[3]).includes('（销售记录）'));
    expect(mine.map((r) => [r[2], r[3], r[8], r[10], r[14], r[16]])).toEqual([
      ['gsprec药房0', '头孢克肟分散片（销售记录）', 'SR-FIRST', 2, 0, 2],
      ['gsprec药房0', '头孢克肟分散片（销售记录）', `T${g1}`, 1, 1, 0],
      ['gsprec药房1', '板蓝根颗粒（销售记录）', `T${g2}`, 4, 0, 4],
    ]);
    expect(mine[0]![0]).toBe(today);
    expect(mine[0]![7]).toBe('国药准字H20000002');
    expect(mine[0]!.slice(12, 14)).toEqual([15, 30]);
    expect(mine[1]!.slice(12, 18)).toEqual([15, 15, 1, 15, 0, 0]);
    // The totals row adds up every row of the sheet (the seeded demo orders are older).
    const total = rows.at(-1)!;
    expect(total[0]).toBe(`合计（${body.length} 行）`);
    const sum = (i: number) => body.reduce((s, r) => s + Number(r[i]), 0);
    expect([total[10], total[13], total[14], total[16], total[17]]).toEqual([
      sum(10),
      sum(13),
      sum(14),
      sum(16),
      sum(17),
    ]);
  });

  it('reads the same rows one order at a time as in batches', async () => {
    const whole = await sheetRows((await record(`from=${today}&to=${today}`)).rawPayload);
    const chunks: Buffer[] = [];
    for await (const c of salesRecordStream(t.db, today, today, 1)) chunks.push(c as Buffer);
    expect(await sheetRows(Buffer.concat(chunks))).toEqual(whole);
    expect(whole.length).toBeGreaterThan(5);
  });

  it('is empty but for the titles and a zero total for a period with no sale', async () => {
    const rows = await sheetRows((await record('from=2001-01-01&to=2001-01-31')).rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.slice(0, 1)).toEqual(['合计（0 行）']);
  });

  it('refuses impossible dates, a period backwards or over 366 days, and staff without reports', async () => {
    for (const [query, field] of [
      ['from=2026-02-30&to=2026-03-01', '开始日期不是有效日期'],
      [`from=${today}&to=${addDays(today, -1)}`, '开始日期不能晚于结束日期'],
      [`from=${addDays(today, -366)}&to=${today}`, '统计区间不能超过 366 天'],
      [`from=${today}`, '请选择结束日期'],
      [`from=${today}&to=${today}&constructor=1`, 'constructor'],
    ] as const) {
      const res = await record(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().msg, query).toContain(field);
    }
    expect((await record(`from=${today}&to=${today}`, warehouse)).statusCode).toBe(403);
  });
});
