import { STAFF_PERMISSIONS } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { pointsOrders } from '../../db/schema/index.ts';
import type { Staff } from '../../http/staff-session.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { receivables } from '../credit/index.ts';
import { transfersAwaitingFinance } from '../transfer/index.ts';
import { reportsService } from './service.ts';

// The dashboard counts the shop's (Beijing) day and every kind of order: a cart
// order paid at 23:30 Beijing time is the last day of February; a cart order
// at 00:30 and a group-buy order at 01:00 on 1 March (both still 28 February
// in UTC) are 1 March's, and March's. The orders list filtered by that day
// finds the same orders. The orders are moved to 2031 so no other order of
// the database shares their days.

let t: TestApp;
let finance: Record<string, string>;
let operator: Record<string, string>;
let buyer: TestBuyer;
let keys = 0;
const key = () => `dash-${Date.now()}-${++keys}`;

const at = (beijing: string) => new Date(`${beijing}+08:00`);
const LATE_FEB = at('2031-02-28T23:30:00');
const EARLY_MAR = at('2031-03-01T00:30:00');
const GROUP_BUY = at('2031-03-01T01:00:00');

/** Everyone's dashboard, seen at a given instant. */
const admin: Staff = {
  id: 1,
  username: 'admin',
  name: '测试',
  role: 'super',
  permissions: new Set(STAFF_PERMISSIONS),
};
const dashboardAt = (now: Date) =>
  reportsService({
    db: t.db,
    finance: { transfers: () => transfersAwaitingFinance(t.db), credit: () => receivables(t.db) },
    now: () => now,
  }).dashboard(admin);

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

/** Moves an order's placing and payment to an instant. */
async function backdate(orderId: number, when: Date) {
  await t.db.execute(
    sql`UPDATE orders SET created_at = ${when.toISOString()}::timestamptz, paid_at = ${when.toISOString()}::timestamptz WHERE id = ${orderId}`,
  );
}

/** A paid group-buy order whose group (of 3) waits for members: 待成团. */
async function groupBuyOrder() {
  const goodsId = await makeGoods(t.db, { stock: 1_000, midPackQuantity: 1, priceFen: 2_000 });
  const activity = await post('/admin-api/groupbuy/activities', operator, {
    goods_id: goodsId,
    title: `看板拼团${goodsId}`,
    pt_price: '15.00',
    group_size: 3,
    number: 2,
    group_hours: 24,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  expect(activity.statusCode, activity.body).toBe(200);
  const opened = await post('/api/pintuan/open', buyer.headers, {
    activity_id: activity.json().data.id,
    key: key(),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const id = opened.json().data.order_id as number;
  const paid = await post(`/api/order/${id}/pay`, buyer.headers, { method: 'balance', key: key() });
  expect(paid.json().data?.status, paid.body).toBe('grouping');
  return id;
}

const count = async (q: SQL) => Number(rowsOf<{ n: number }>(await t.db.execute(q))[0]?.n);
const paidFen = (ids: number[]) =>
  count(sql`SELECT sum(paid_fen)::int AS n FROM orders WHERE id IN (${sql.join(ids, sql`, `)})`);
const yuan = (fen: number) => (fen / 100).toFixed(2);

let feb: number;
let mar: number;
let group: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  finance = await staffLogin(t, 'finance');
  operator = await staffLogin(t, 'operator');
  [buyer] = (await makeBuyers(t.db, 1, 'dash')) as [TestBuyer];
  const goodsId = await makeGoods(t.db, {
    midPackQuantity: 1,
    isFreeShipping: true,
    priceFen: 1_000,
  });
  const orders = orderLife(t);
  feb = await orders.paidOrder(buyer, [{ goodsId, number: 2 }]);
  mar = await orders.paidOrder(buyer, [{ goodsId, number: 3 }]);
  group = await groupBuyOrder();
  await backdate(feb, LATE_FEB);
  await backdate(mar, EARLY_MAR);
  await backdate(group, GROUP_BUY);
});
afterAll(() => t?.close());

describe("the dashboard's day and orders", () => {
  it('counts 00:30 and 01:00 Beijing time in that Beijing day and month, with the group-buy order', async () => {
    const d = await dashboardAt(at('2031-03-01T09:00:00'));
    expect(d.today).toBe('2031-03-01');
    const march = { amount: yuan(await paidFen([mar, group])), orders: 2 };
    expect(d.sales?.today).toEqual(march);
    expect(d.sales?.month).toEqual(march);
    expect(d.sales?.daily.at(-1)).toEqual({ date: '2031-03-01', ...march });
    expect(d.sales?.daily.at(-2)).toEqual({
      date: '2031-02-28',
      amount: yuan(await paidFen([feb])),
      orders: 1,
    });
    // Placed today: the cart order and the group-buy order, not the one at 23:30 the day before.
    expect(d.orders?.today).toBe(2);
  });

  it('counts 23:30 Beijing time in that day, not the next', async () => {
    const d = await dashboardAt(at('2031-02-28T23:45:00'));
    expect(d.today).toBe('2031-02-28');
    expect(d.sales?.today).toEqual({ amount: yuan(await paidFen([feb])), orders: 1 });
    expect(d.orders?.today).toBe(1);
  });

  it('shows the group-buy order waiting for its group (待成团) among the statuses', async () => {
    const d = await dashboardAt(new Date());
    const n = await count(sql`SELECT count(*)::int AS n FROM orders WHERE status = 'grouping'`);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(d.orders?.by_status.grouping).toBe(n);
    // Through the route too: the contract keeps the field.
    const r = await get('/admin-api/dashboard', finance);
    expect(r.json().data.orders.by_status.grouping).toBe(n);
  });

  it('counts points orders waiting to ship and placed today', async () => {
    const before = (await dashboardAt(at('2031-03-01T09:00:00'))).orders?.points;
    await t.db.insert(pointsOrders).values([
      {
        orderNo: `JF${Date.now()}1`,
        companyId: buyer.companyId,
        userId: buyer.userId,
        goodsName: '看板积分商品',
        number: 1,
        points: 100,
        createdAt: at('2031-03-01T00:10:00'),
      },
      {
        orderNo: `JF${Date.now()}2`,
        companyId: buyer.companyId,
        userId: buyer.userId,
        goodsName: '看板积分商品',
        number: 1,
        points: 100,
        status: 'shipped',
        createdAt: at('2031-02-28T23:50:00'),
      },
    ]);
    const after = (await dashboardAt(at('2031-03-01T09:00:00'))).orders?.points;
    expect(after).toEqual({ paid: (before?.paid ?? 0) + 1, today: (before?.today ?? 0) + 1 });
  });

  it('lists the same orders for the same day in the orders list (from/to are Beijing days)', async () => {
    const list = async (from: string, to: string) => {
      const r = await get(`/admin-api/orders?from=${from}&to=${to}&page_size=50`, finance);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data.data as { id: number }[]).map((o) => o.id).sort((x, y) => x - y);
    };
    expect(await list('2031-03-01', '2031-03-01')).toEqual([mar, group].sort((x, y) => x - y));
    expect(await list('2031-02-28', '2031-02-28')).toEqual([feb]);
  });
});
