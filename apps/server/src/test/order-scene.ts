import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { orders } from '../db/schema/index.ts';
import { coupons } from '../db/schema/promotion.ts';
import { makeBuyers, makeGoods, type TestBuyer } from './buyers.ts';
import { type TestApp, testApp } from './helper.ts';

// The order tests' app and helpers (modules/order: order-checkout,
// order-refusals, order-payment). Every test makes its own buyer, goods and
// coupon: none reads what another left.

/** The app of the file that called useOrderApp (a live binding: set in its beforeAll). */
export let t: TestApp;

/** One app per test file, 40 goods. */
export function useOrderApp() {
  beforeAll(async () => {
    t = await testApp({ goodsCount: 40 });
  });
  afterAll(() => t?.close());
}

let made = 0;
/** A number not used before in this file: for buyers' names. */
export const nextNo = () => ++made;
export const newBuyer = async () => (await makeBuyers(t.db, 1, `order${nextNo()}`))[0]!;
export const post = (url: string, b: TestBuyer, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: b.headers, payload: payload as never });
export const get = (url: string, b: TestBuyer) => t.app.inject({ url, headers: b.headers });
let keyNo = 0;
export const key = () => `test-key-${Date.now()}-${++keyNo}`;

export async function cartIds(b: TestBuyer): Promise<number[]> {
  return (await get('/api/cart/list', b)).json().data.data.map((l: { id: number }) => l.id);
}
export async function fill(b: TestBuyer, lines: { goods_id: number; number: number }[]) {
  const res = await post('/api/cart', b, { params: lines });
  expect(res.json().code).toBe(10000);
  return cartIds(b);
}
export const create = (b: TestBuyer, ids: number[], more: object = {}) =>
  post('/api/order/create', b, { ids, address_id: b.addressId, key: key(), ...more });
/** Orders these cart lines at the buyer's address; the new order's id. */
export async function placeOrder(b: TestBuyer, ids: number[]): Promise<number> {
  const res = await create(b, ids);
  expect(res.json().code).toBe(10000);
  return res.json().data.id;
}
export const order = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
export const balance = async (b: TestBuyer) =>
  (await get('/api/user/user-money', b)).json().data.balance as string;

/** A 满500减50 coupon for the buyer, valid a day. */
export async function giveCoupon500Minus50(b: TestBuyer) {
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      companyId: b.companyId,
      name: '满500减50',
      amountFen: 5_000,
      minSpendFen: 50_000,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return coupon!.id;
}

/** A buyer with a 满500减50 coupon, and two goods: 50.00 (stock 100) and 20.00 (stock 30). */
export async function scene() {
  const b = await newBuyer();
  const a = await makeGoods(t.db, { stock: 100, priceFen: 5_000 });
  const c = await makeGoods(t.db, { stock: 30, priceFen: 2_000 });
  const couponId = await giveCoupon500Minus50(b);
  const ids = await fill(b, [
    { goods_id: a, number: 20 },
    { goods_id: c, number: 10 },
  ]);
  return { b, a, c, couponId, ids };
}
