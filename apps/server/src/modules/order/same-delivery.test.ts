import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// Free shipping (spec section 9): remaining = threshold − selected total −
// no_trans_order_amount, where the last term is what the company already
// paid for today in orders not shipped yet (they leave in the same delivery).
// The shop's rule: free from ¥800, else ¥10.

type Headers = Record<string, string>;
let t: TestApp;
let life: ReturnType<typeof orderLife>;
let finance: Headers;
let six: number;
let three: number;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  life = orderLife(t);
  finance = await staffLogin(t, 'finance');
  six = await makeGoods(t.db, { priceFen: 60_000, midPackQuantity: 1, stock: 1_000 });
  three = await makeGoods(t.db, { priceFen: 30_000, midPackQuantity: 1, stock: 1_000 });
});
afterAll(() => t?.close());

const get = (b: TestBuyer, url: string) =>
  t.app.inject({ url, headers: b.headers }).then((r) => r.json().data);
const post = (b: TestBuyer, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: b.headers, payload });

/** A buyer with a ¥300 line in the cart; its cart page, and the line's id. */
async function withThree(b: TestBuyer) {
  await post(b, '/api/cart', { params: [{ goods_id: three, number: 1 }] });
  const cart = await get(b, '/api/cart/list');
  return { cart, ids: cart.data.map((l: { id: number }) => l.id) as number[] };
}

const newBuyer = async (prefix: string) => (await makeBuyers(t.db, 1, prefix))[0]!;
const create = (b: TestBuyer, ids: number[], key: string) =>
  post(b, '/api/order/create', { ids, address_id: b.addressId, coupon_id: 0, key });

describe('free shipping counts the earlier unshipped orders of the day', () => {
  it('shows and charges no fee for ¥300 after ¥600 paid today and not shipped', async () => {
    const b = await newBuyer('sd-paid');
    const first = await life.paidOrder(b, [{ goodsId: six, number: 1 }]);
    // The first order alone was under the threshold: it paid the fee.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first));
    expect(row!.shippingFen).toBe(1_000);

    const { cart, ids } = await withThree(b);
    expect(cart.shipping_data).toMatchObject({
      shipping_amount: '800.00',
      no_trans_order_amount: '600.00',
      remaining: '0.00',
    });
    expect(cart.summary).toMatchObject({ goods_amount: '300.00', shipping_fee: '0.00' });

    const check = await post(b, '/api/order/check', { ids, address_id: b.addressId });
    expect(check.json().data.summary).toMatchObject({ shipping_fee: '0.00', pay_amount: '300.00' });

    const created = await create(b, ids, 'same-delivery-create-1');
    expect(created.json().data.pay_amount).toBe('300.00');
    const [second] = await t.db.select().from(orders).where(eq(orders.id, created.json().data.id));
    expect(second).toMatchObject({ shippingFen: 0, payFen: 30_000 });
  });

  it('counts nothing once the earlier order has shipped: the fee is charged again', async () => {
    const b = await newBuyer('sd-shipped');
    const first = await life.paidOrder(b, [{ goodsId: six, number: 1 }]);
    await life.ship(first);
    const { cart, ids } = await withThree(b);
    expect(cart.shipping_data).toMatchObject({
      no_trans_order_amount: '0.00',
      remaining: '500.00',
    });
    expect(cart.summary.shipping_fee).toBe('10.00');
    const created = await create(b, ids, 'same-delivery-create-2');
    expect(created.json().data.pay_amount).toBe('310.00');
  });

  it('counts nothing for an order cancelled before shipping, nor for one left unpaid', async () => {
    const b = await newBuyer('sd-cancelled');
    const first = await life.paidOrder(b, [{ goodsId: six, number: 1 }]);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/admin-api/orders/${first}/cancel`,
      headers: { ...finance, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: '客户要求取消' }),
    });
    expect(cancelled.statusCode).toBe(200);
    // An unpaid order of ¥600 is not on its way either.
    await post(b, '/api/cart', { params: [{ goods_id: six, number: 1 }] });
    const unpaidLine = (await get(b, '/api/cart/list')).data[0].id;
    const unpaid = await create(b, [unpaidLine], 'same-delivery-unpaid');
    expect(unpaid.statusCode).toBe(200);
    const { cart } = await withThree(b);
    expect(cart.shipping_data).toMatchObject({
      no_trans_order_amount: '0.00',
      remaining: '500.00',
    });
    expect(cart.summary.shipping_fee).toBe('10.00');
  });

  it("counts neither yesterday's unshipped order nor another company's", async () => {
    const b = await newBuyer('sd-yesterday');
    const first = await life.paidOrder(b, [{ goodsId: six, number: 1 }]);
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    await t.db.update(orders).set({ paidAt: yesterday }).where(eq(orders.id, first));
    const other = await newBuyer('sd-other');
    await life.paidOrder(other, [{ goodsId: six, number: 1 }]);
    const { cart } = await withThree(b);
    expect(cart.shipping_data).toMatchObject({
      no_trans_order_amount: '0.00',
      remaining: '500.00',
    });
  });
});
