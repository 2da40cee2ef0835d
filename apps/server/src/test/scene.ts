import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, wallets } from '../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../test/buyers.ts';
import type { TestApp } from '../test/helper.ts';

// Small helpers the attack tests share: a buyer with goods in the cart and an
// order, read back straight from the database.

let made = 0;
let keys = 0;

export const key = (tag = 'k') => `atk-${tag}-${Date.now()}-${++keys}`;

export const newBuyer = async (t: TestApp, prefix = 'atk') =>
  (await makeBuyers(t.db, 1, `${prefix}${++made}x`))[0]!;

export const post = (t: TestApp, url: string, b: TestBuyer | null, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: b?.headers ?? {}, payload: payload as never });

export const get = (t: TestApp, url: string, b: TestBuyer | null) =>
  t.app.inject({ url, headers: b?.headers ?? {} });

export async function cartIds(t: TestApp, b: TestBuyer): Promise<number[]> {
  const res = await get(t, '/api/cart/list', b);
  expect(res.json().code).toBe(10000);
  return res.json().data.data.map((l: { id: number }) => l.id);
}

export async function fill(
  t: TestApp,
  b: TestBuyer,
  lines: { goods_id: number; number: number; is_yj?: number }[],
) {
  const res = await post(t, '/api/cart', b, { params: lines });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return cartIds(t, b);
}

export const create = (t: TestApp, b: TestBuyer, ids: number[], more: object = {}) =>
  post(t, '/api/order/create', b, { ids, address_id: b.addressId, key: key('o'), ...more });

/** A buyer, goods of 10.00 a box (stock given) and an unpaid order of `number` of it. */
export async function orderScene(t: TestApp, opts: { stock?: number; number?: number } = {}) {
  const b = await newBuyer(t);
  const goodsId = await makeGoods(t.db, { stock: opts.stock ?? 1000, midPackQuantity: 1 });
  const ids = await fill(t, b, [{ goods_id: goodsId, number: opts.number ?? 10 }]);
  const res = await create(t, b, ids);
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return { b, goodsId, orderId: res.json().data.id as number };
}

export const orderRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

export const balanceFen = async (t: TestApp, b: TestBuyer) =>
  (await t.db.select().from(wallets).where(eq(wallets.companyId, b.companyId)))[0]?.balanceFen ?? 0;

export const stockOf = async (t: TestApp, goodsId: number) =>
  (await readGoods(t.db, goodsId)).stock;
