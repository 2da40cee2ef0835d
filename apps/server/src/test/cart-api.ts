import { randomUUID } from 'node:crypto';
import { cartState } from '@shop/contract';
import type { TestBuyer } from './buyers.ts';
import type { TestApp } from './helper.ts';

// A buyer's cart and order calls through the real API, for tests of what the
// cart prices and the order takes. `app` is read at call time: tests make it in beforeAll.

export function cartApi(app: () => TestApp) {
  const post = (b: TestBuyer, url: string, payload: object) =>
    app().app.inject({ method: 'POST', url, headers: b.headers, payload });
  return {
    post,
    /** The cart page as the contract reads it. */
    cartOf: async (b: TestBuyer) =>
      cartState.parse(
        (await app().app.inject({ url: '/api/cart/list', headers: b.headers })).json().data,
      ),
    /** Adds one line: `type` 5 a trade-up, `is_yj` 1 at the original price. */
    add: (b: TestBuyer, goodsId: number, number: number, more: object = {}) =>
      post(b, '/api/cart', { params: [{ goods_id: goodsId, number, ...more }] }),
    create: (b: TestBuyer, ids: number[], couponId = 0) =>
      post(b, '/api/order/create', {
        ids,
        address_id: b.addressId,
        coupon_id: couponId,
        key: randomUUID(),
      }),
  };
}
