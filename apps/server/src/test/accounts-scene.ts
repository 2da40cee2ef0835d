import { afterAll, beforeAll, expect } from 'vitest';
import { makeBuyers, type TestBuyer } from './buyers.ts';
import { jsonCalls, loginAs, type TestApp, testApp } from './helper.ts';

// The sub-account and store tests' app and helpers (modules/auth:
// accounts-sub-accounts, accounts-grants, accounts-stores).

/** The app of the file that called useAccountsApp (a live binding: set in its beforeAll). */
export let t: TestApp;

/** One app per test file, the demo shop's logins included. */
export function useAccountsApp() {
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

export type H = Record<string, string>;

let made = 0;
let keys = 0;
/** A number not used before in this file: for usernames and mobiles. */
export const nextNo = () => ++made;
/** An idempotency key for an order or a payment. */
export const orderKey = () => `order-key-${++keys}`;

export const { get, post, put, del } = jsonCalls(() => t);

export async function mainBuyer(): Promise<TestBuyer> {
  const [b] = await makeBuyers(t.db, 1, `acc${nextNo()}x`);
  return b!;
}

/** A sub-account made through the API by its main account; logged in with its own password. */
export async function subOf(main: TestBuyer, grants: object = {}) {
  const n = nextNo();
  const res = await post('/api/user/child', main.headers, {
    username: `sub${n}a`,
    mobile: `1360000${String(n).padStart(4, '0')}`,
    password: 'abc12345',
    ...grants,
  });
  expect(res.json().code, res.body).toBe(10000);
  const child = res.json().data as { id: number; username: string };
  const headers = await loginAs(t, child.username, 'abc12345');
  return { ...child, headers, companyId: main.companyId, addressId: main.addressId };
}

/** Puts `number` of the goods in the cart of these headers; the cart line ids of that goods. */
export async function cartOf(headers: H, goodsId: number, number = 10) {
  expect(
    (await post('/api/cart', headers, { params: [{ goods_id: goodsId, number }] })).json().code,
  ).toBe(10000);
  const list = (await get('/api/cart/list', headers)).json().data.data as {
    id: number;
    goods: { id: number };
  }[];
  return list.filter((l) => l.goods.id === goodsId).map((l) => l.id);
}
export const createOrder = (headers: H, ids: number[], addressId: number) =>
  post('/api/order/create', headers, { ids, address_id: addressId, key: orderKey() });
export const pay = (headers: H, id: number) =>
  post(`/api/order/${id}/pay`, headers, { method: 'balance', key: `pay-key-${++keys}` });
