import { addDays, shopDay } from '@shop/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { categories } from '../../db/schema/catalog.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let staff: Record<
  'admin' | 'finance' | 'warehouse' | 'operator' | 'reviewer' | 'service',
  { cookie: string }
>;
let a: TestBuyer;
let b: TestBuyer;
let g1: number;
let g2: number;
let categoryId: number;
let keys = 0;

const today = shopDay(new Date());

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  staff = Object.fromEntries(
    await Promise.all(
      (['admin', 'finance', 'warehouse', 'operator', 'reviewer', 'service'] as const).map(
        async (u) => [u, await staffLogin(t, u)] as const,
      ),
    ),
  ) as typeof staff;
  [a, b] = (await makeBuyers(t.db, 2, 'report')) as [TestBuyer, TestBuyer];
  const [cat] = await t.db
    .insert(categories)
    .values({ name: '报表测试分类' })
    .returning({ id: categories.id });
  categoryId = cat!.id;
  // Free shipping: what a buyer pays is exactly the goods' value.
  const plain = { midPackQuantity: 1, isFreeShipping: true, categoryId };
  g1 = await makeGoods(t.db, { ...plain, priceFen: 1_000 });
  g2 = await makeGoods(t.db, { ...plain, priceFen: 2_500 });
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

/** An order of these lines by the buyer, paid from its balance unless told not to. */
async function order(buyer: TestBuyer, lines: [number, number][], pay = true) {
  await post('/api/cart', buyer.headers, {
    params: lines.map(([goods_id, number]) => ({ goods_id, number })),
  });
  const ids = (await get('/api/cart/list', buyer.headers))
    .json()
    .data.data.map((l: { id: number }) => l.id);
  const created = await post('/api/order/create', buyer.headers, {
    ids,
    address_id: buyer.addressId,
    key: `report-${++keys}-${Date.now()}`,
  });
  expect(created.json().code, created.body).toBe(10000);
  const id = created.json().data.id as number;
  if (pay) {
    const paid = await post(`/api/order/${id}/pay`, buyer.headers, {
      method: 'balance',
      key: `report-pay-${keys}-${Date.now()}`,
    });
    expect(paid.json().code, paid.body).toBe(10000);
  }
  return id;
}

type Row = { key: string; name: string; orders: number; quantity: number; amount: string };
const report = async (query: string, who = staff.finance) => {
  const r = await get(`/admin-api/reports/sales?${query}`, who);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    data: Row[];
    total: number;
    totals: { orders: number; quantity: number; amount: string };
  };
};
const range = `from=${addDays(today, -6)}&to=${today}`;

describe('sales figures', () => {
  let before: { dashboard: { orders: { by_status: Record<string, number>; today: number } } };
  // What each buyer paid (goods plus shipping), as yuan, and all of it less the refund.
  let paidA: string;
  let paidB: string;
  let all: string;
  const paidOf = async (id: number) =>
    rowsOf<{ fen: number }>(
      await t.db.execute(sql`SELECT paid_fen AS fen FROM orders WHERE id = ${id}`),
    )[0]!.fen;

  beforeAll(async () => {
    before = { dashboard: (await get('/admin-api/dashboard', staff.admin)).json().data };
    // A: 2×¥10 + 3×¥25 = ¥95, paid. B: 5×¥10 = ¥50, paid, ¥5 refunded later.
    const aOrder = await order(a, [
      [g1, 2],
      [g2, 3],
    ]);
    const bOrder = await order(b, [[g1, 5]]);
    // Unpaid: no sale. Paid then cancelled by staff: the money went back, no sale.
    await order(a, [[g2, 1]], false);
    const cancelled = await order(a, [[g2, 4]]);
    const c = await post(`/admin-api/orders/${cancelled}/cancel`, staff.finance, {
      reason: '客户要求取消',
    });
    expect(c.json().code, c.body).toBe(10000);
    // A refund on a line (as after-sales records it) is taken off the sale.
    await t.db.execute(sql`UPDATE order_lines SET refunded_fen = 500 WHERE order_id = ${bOrder}`);
    const [fa, fb] = [await paidOf(aOrder), await paidOf(bOrder)];
    // Goods ¥95 and ¥50, with whatever shipping the shop charged on top.
    expect(fa).toBeGreaterThanOrEqual(9_500);
    expect(fb - fa).toBe(5_000 - 9_500);
    paidA = (fa / 100).toFixed(2);
    paidB = ((fb - 500) / 100).toFixed(2);
    all = ((fa + fb - 500) / 100).toFixed(2);
  });

  it('groups by buyer, biggest first, with totals', async () => {
    const r = await report(`by=buyer&${range}`);
    expect(r.data).toEqual([
      { key: String(a.companyId), name: 'report药房0', orders: 1, quantity: 5, amount: paidA },
      { key: String(b.companyId), name: 'report药房1', orders: 1, quantity: 5, amount: paidB },
    ]);
    expect(r.totals).toEqual({ orders: 2, quantity: 10, amount: all });
    expect(r.total).toBe(2);
  });

  it('groups by goods and by category at the lines’ value less refunds', async () => {
    const goods = await report(`by=goods&${range}`);
    expect(goods.data.map((r) => [r.key, r.orders, r.quantity, r.amount])).toEqual([
      [String(g2), 1, 3, '75.00'],
      [String(g1), 2, 7, '65.00'],
    ]);
    expect(goods.data[0]!.name).toContain((await readGoods(t.db, g2)).name);
    expect(goods.totals).toEqual({ orders: 2, quantity: 10, amount: '140.00' });

    const paged = await report(`by=goods&${range}&page=2&page_size=1`);
    expect(paged.data.map((r) => r.key)).toEqual([String(g1)]);
    expect(paged.total).toBe(2);

    const cats = await report(`by=category&${range}`);
    expect(cats.data).toEqual([
      { key: String(categoryId), name: '报表测试分类', orders: 2, quantity: 10, amount: '140.00' },
    ]);
  });

  it('groups by day in date order, every day of the range present', async () => {
    const r = await report(`by=day&${range}`);
    expect(r.data.map((d) => d.key)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
    expect(r.data.at(-1)).toEqual({
      key: today,
      name: today,
      orders: 2,
      quantity: 10,
      amount: all,
    });
    expect(r.data.slice(0, 6).every((d) => d.orders === 0 && d.amount === '0.00')).toBe(true);
    expect(r.totals).toEqual({ orders: 2, quantity: 10, amount: all });
    // A range without today has none of it.
    const yesterday = await report(`by=buyer&from=${addDays(today, -3)}&to=${addDays(today, -1)}`);
    expect(yesterday.data).toEqual([]);
    expect(yesterday.totals).toEqual({ orders: 0, quantity: 0, amount: '0.00' });
  });

  it('shows the dashboard with exact figures and the 30-day series', async () => {
    const d = (await get('/admin-api/dashboard', staff.admin)).json().data;
    expect(d.today).toBe(today);
    expect(d.sales.today).toEqual({ amount: all, orders: 2 });
    expect(d.sales.month).toEqual({ amount: all, orders: 2 });
    expect(d.sales.daily).toHaveLength(30);
    expect(d.sales.daily.at(-1)).toEqual({ date: today, amount: all, orders: 2 });
    expect(d.sales.daily[0].date).toBe(addDays(today, -29));
    const by = before.dashboard.orders.by_status;
    expect(d.orders.by_status).toEqual({
      ...by,
      unpaid: (by.unpaid ?? 0) + 1,
      paid: (by.paid ?? 0) + 2,
      cancelled: (by.cancelled ?? 0) + 1,
    });
    expect(d.orders.today).toBe(before.dashboard.orders.today + 4);
    // The two test buyers were created today (seeded ones too, in a fresh database).
    expect(d.buyers.new_today).toBeGreaterThanOrEqual(2);
    expect(d.buyers.new_month).toBeGreaterThanOrEqual(d.buyers.new_today);
    const pending = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS n FROM companies WHERE review = 'pending'`),
    )[0]!.n;
    expect(d.buyers.pending_review).toBe(pending);
    const low = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS n FROM goods WHERE stock < 100`),
    )[0]!.n;
    expect(d.stock.low_count).toBe(low);
    expect(d.stock.low.length).toBe(Math.min(low, 10));
  });

  it('leaves out what a role may not see', async () => {
    const warehouse = (await get('/admin-api/dashboard', staff.warehouse)).json().data;
    expect(Object.keys(warehouse).sort()).toEqual(['orders', 'sales', 'stock', 'today']);
    const reviewer = (await get('/admin-api/dashboard', staff.reviewer)).json().data;
    expect(Object.keys(reviewer).sort()).toEqual(['buyers', 'orders', 'sales', 'today']);
    expect((await get('/admin-api/dashboard', {})).statusCode).toBe(401);
  });

  it('exports the report as a spreadsheet with a Chinese file name', async () => {
    const r = await get(`/admin-api/reports/sales/export?by=goods&${range}`, staff.finance);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const cd = String(r.headers['content-disposition']);
    expect(cd).toContain("filename*=UTF-8''");
    expect(decodeURIComponent(cd.split("''")[1]!)).toMatch(/^销售报表_按商品_\d{8}-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    const values = rows.map((row) => row.slice(1));
    expect(values[1]).toEqual(['商品ID', '商品', '订单数', '数量', '金额（元）']);
    expect(values[2]![0]).toBe(String(g2));
    expect(values[2]!.slice(2)).toEqual([1, 3, 75]);
    expect(values.at(-1)).toEqual(['合计', '', 2, 10, 140]);
  });

  it('refuses bad ranges and groupings with 422', async () => {
    const bad = [
      `by=day&from=${today}&to=${addDays(today, -1)}`,
      'by=day&from=2025-01-01&to=2026-01-02',
      'from=2020-01-01',
      'by=week',
      'from=2025-02-30',
      'from=20250101',
      'page_size=501',
      'x=1',
    ];
    for (const q of bad) {
      const r = await get(`/admin-api/reports/sales?${q}`, staff.finance);
      expect(r.statusCode, q).toBe(422);
    }
    expect(
      (await get('/admin-api/reports/sales/export?from=2025-01-01&to=2026-01-02', staff.finance))
        .statusCode,
    ).toBe(422);
    // 366 days (a leap year) is the longest range allowed.
    expect(
      (await get('/admin-api/reports/sales?from=2024-01-01&to=2024-12-31', staff.finance))
        .statusCode,
    ).toBe(200);
  });

  it('refuses roles without reports', async () => {
    for (const who of ['warehouse', 'operator', 'reviewer', 'service'] as const) {
      for (const url of ['/admin-api/reports/sales', '/admin-api/reports/sales/export']) {
        const r = await get(`${url}?by=day`, staff[who]);
        expect(r.statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });
});

describe('stock changes by lot', () => {
  const lotOf = async (goodsId: number) =>
    (await get(`/admin-api/goods/${goodsId}/lots`, staff.warehouse)).json().data.list[0] as {
      id: number;
      quantity: number;
    };
  const adjust = (lotId: number, payload: object, who = staff.warehouse) =>
    post(`/admin-api/lots/${lotId}/adjust`, who, payload);

  it('refuses the goods-level change and points to 批次', async () => {
    const id = await makeGoods(t.db, { stock: 10 });
    const r = await post(`/admin-api/goods/${id}/stock`, staff.warehouse, {
      change: 1,
      reason: '采购入库',
    });
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('批次');
    expect((await readGoods(t.db, id)).stock).toBe(10);
  });

  it('adds concurrent adjustments of a lot up exactly, and never below zero', async () => {
    const id = await makeGoods(t.db, { stock: 100 });
    const lot = await lotOf(id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => adjust(lot.id, { change: 7, reason: `盘盈 ${i}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await readGoods(t.db, id)).stock).toBe(170);
    // Two deductions that together overdraw: one wins, the other is refused.
    const both = await Promise.all([
      adjust(lot.id, { change: -100, reason: '盘亏 A' }),
      adjust(lot.id, { change: -100, reason: '盘亏 B' }),
    ]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect((await readGoods(t.db, id)).stock).toBe(70);
    expect((await adjust(lot.id, { change: 1, reason: 'x' }, staff.operator)).statusCode).toBe(403);
  });
});
