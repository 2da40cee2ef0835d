import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, orderLines, wallets } from '../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from './buyers.ts';
import { staffLogin, type TestApp, testApp } from './helper.ts';

// The after-sales tests' app, buyers, staff and helpers (modules/aftersales:
// aftersales-refund, aftersales-claims, aftersales-walls).

/** The app, its two buyers (of two companies) and every staff role's session: live bindings set in useAftersalesApp's beforeAll. */
export let t: TestApp;
export let b: TestBuyer;
export let other: TestBuyer;
export const staff: Record<string, { cookie: string }> = {};

/** One app per test file, 10 goods. */
export function useAftersalesApp() {
  beforeAll(async () => {
    t = await testApp({ goodsCount: 10 });
    for (const u of ['admin', 'operator', 'reviewer', 'warehouse', 'finance', 'service'])
      staff[u] = await staffLogin(t, u);
    [b, other] = (await makeBuyers(t.db, 2, 'aftersale')) as [TestBuyer, TestBuyer];
  });
  afterAll(() => t?.close());
}

let keys = 0;
export const key = (p = 'as') => `${p}-${++keys}-${Date.now()}`;

export const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
export const json = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
export const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

export async function balanceOf(companyId: number) {
  const [w] = await t.db.select().from(wallets).where(eq(wallets.companyId, companyId));
  return w!.balanceFen;
}

/** A paid (balance) order of goods lines [quantity...] at ¥10.00 each; with line ids. */
export async function paidOrder(buyer: TestBuyer, quantities = [4, 3]) {
  const goodsIds: number[] = [];
  for (const _ of quantities) goodsIds.push(await makeGoods(t.db, { midPackQuantity: 1 }));
  await post('/api/cart', buyer.headers, {
    params: goodsIds.map((g, i) => ({ goods_id: g, number: quantities[i] })),
  });
  const ids = (await get('/api/cart/list', buyer.headers))
    .json()
    .data.data.map((l: { id: number }) => l.id);
  const created = await post('/api/order/create', buyer.headers, {
    ids,
    address_id: buyer.addressId,
    key: key('order'),
  });
  const id = created.json().data.id as number;
  const paid = await post(`/api/order/${id}/pay`, buyer.headers, {
    method: 'balance',
    key: key('pay'),
  });
  expect(paid.json().code, paid.body).toBe(10000);
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  return { id, lines, goodsIds: lines.map((l) => l.goodsId) };
}

/** The rule of docs/decisions/2026-11-23-after-sales.md, worked out here on its own. */
/** What q units of a line are worth back, from the line's stored parts of the discounts. */
export async function expectedShare(
  _orderId: number,
  line: { id: number; quantity: number },
  q: number,
) {
  const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
  const share = l!.amountFen - l!.reductionFen - l!.couponFen;
  return q >= l!.quantity ? share : Math.floor((share * q) / l!.quantity);
}

export const apply = (
  buyer: TestBuyer,
  orderId: number,
  body: { kind?: string; reason?: string; lines: object[]; photos?: string[]; key?: string },
) =>
  json(`/api/order/${orderId}/after-sales`, buyer.headers, {
    kind: 'refund',
    reason: '药品破损',
    key: key(),
    ...body,
  });

export async function ship(orderId: number) {
  const r = await post(`/admin-api/orders/${orderId}/ship`, staff.warehouse!, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}${keys++}`,
  });
  expect(r.json().code, r.body).toBe(10000);
}

export async function auditCount(id: number, action: string) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'after_sale'),
        eq(auditLog.targetId, String(id)),
        eq(auditLog.action, action),
      ),
    );
  return rows.length;
}
