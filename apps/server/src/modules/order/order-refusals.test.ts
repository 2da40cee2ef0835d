import { describe, expect, it } from 'vitest';
import { makeActivity, makeBuyers, makeGoods, readGoods, setGoods } from '../../test/buyers.ts';
import {
  cartIds,
  create,
  fill,
  get,
  giveCoupon500Minus50,
  key,
  newBuyer,
  nextNo,
  placeOrder,
  post,
  scene,
  t,
  useOrderApp,
} from '../../test/order-scene.ts';

// What an order is refused, changing nothing: the per-buyer activity limit
// (also under concurrency), others' lines and addresses, stock gone meanwhile,
// bad input and a coupon the order does not reach.

useOrderApp();

describe('the per-buyer activity limit', () => {
  /** A company with several users who may order, each with their own cart. */
  async function company(users: number) {
    const n = nextNo();
    const [first] = await makeBuyers(t.db, 1, `limit${n}`);
    const more = await makeBuyers(t.db, users - 1, `limit${n}x`, first!.companyId);
    return [first!, ...more];
  }

  it('counts what the company already bought in the activity, and gives it back on cancel', async () => {
    const [b] = await company(1);
    const g = await makeGoods(t.db, { stock: 10_000 });
    await makeActivity(t, [g], { limit: 200 });
    const first = await placeOrder(b!, await fill(b!, [{ goods_id: g, number: 200 }]));
    // The cart already refuses, and so would the order.
    const add = await post('/api/cart', b!, { params: [{ goods_id: g, number: 10 }] });
    expect(add.json().data).toMatchObject({ reason: 'activity_limit', limit: 200, bought: 200 });
    await post(`/api/order/${first}/cancel`, b!);
    expect(
      (await post('/api/cart', b!, { params: [{ goods_id: g, number: 200 }] })).json().code,
    ).toBe(10000);
  });

  it('lets eight concurrent orders of one company take no more than the limit', async () => {
    const team = await company(8);
    const g = await makeGoods(t.db, { stock: 10_000 });
    await makeActivity(t, [g], { limit: 200 });
    const carts = await Promise.all(team.map((u) => fill(u, [{ goods_id: g, number: 50 }])));
    const answers = await Promise.all(team.map((u, i) => create(u, carts[i]!)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10000)).toHaveLength(4);
    for (const r of answers.filter((x) => x.json().code !== 10000))
      expect(r.json().data).toMatchObject({ reason: 'activity_limit', limit: 200 });
    expect((await readGoods(t.db, g)).stock).toBe(10_000 - 200);
  });
});

describe('refusals that change nothing', () => {
  it("refuses another buyer's cart lines", async () => {
    const { b, ids } = await scene();
    const stranger = await newBuyer();
    const res = await post('/api/order/create', stranger, {
      ids,
      address_id: stranger.addressId,
      key: key(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.reason).toBe('lines_gone');
    expect((await cartIds(b)).length).toBe(2);
  });

  it("refuses another buyer's address", async () => {
    const { b, ids } = await scene();
    const stranger = await newBuyer();
    const res = await create(b, ids, { address_id: stranger.addressId });
    expect(res.json()).toMatchObject({ code: 404, msg: '收货地址不存在' });
    expect((await cartIds(b)).length).toBe(2);
  });

  it('refuses goods whose stock went meanwhile, saying what is left, and keeps the cart', async () => {
    const { b, a, c, ids } = await scene();
    await setGoods(t.db, c, { stock: 5 });
    const res = await create(b, ids);
    expect(res.json().data).toEqual({ reason: 'out_of_stock', available: 5, goods_id: c });
    expect((await readGoods(t.db, a)).stock).toBe(100);
    expect((await cartIds(b)).length).toBe(2);
  });

  it('refuses an order too large for one payment, and text with NUL', async () => {
    const { b, a, ids } = await scene();
    await setGoods(t.db, a, { priceFen: 300_000_000 });
    const huge = await create(b, ids);
    expect(huge.json()).toMatchObject({ code: 422, data: { reason: 'order_too_large' } });
    await setGoods(t.db, a, { priceFen: 5_000 });
    const nul = await create(b, ids, { remark: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect((await get('/api/order/list?keywords=a%00b', b)).statusCode).toBe(422);
    expect((await get('/api/user/user-money/log?start_time=0000-01-01', b)).statusCode).toBe(422);
    expect((await cartIds(b)).length).toBe(2);
  });

  it('rejects a bad idempotency key, coupon, invoice type or unknown field', async () => {
    const { b, ids } = await scene();
    for (const body of [
      { ids, address_id: 1e15, key: key() },
      { ids, address_id: b.addressId, key: 'short' },
      { ids, address_id: b.addressId, key: key(), coupon_id: -1 },
      { ids, address_id: b.addressId, key: key(), invoice_type: 7 },
      { ids, address_id: 'x', key: key() },
      { ids, address_id: b.addressId, key: key(), pay_amount: '0.01' },
    ])
      expect((await post('/api/order/create', b, body)).statusCode).toBe(422);
  });

  it('refuses a coupon the order does not reach', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { priceFen: 1_000 });
    const couponId = await giveCoupon500Minus50(b);
    const ids = await fill(b, [{ goods_id: g, number: 10 }]);
    const res = await create(b, ids, { coupon_id: couponId });
    expect(res.json()).toMatchObject({
      code: 422,
      data: { reason: 'coupon_unusable', coupon_id: couponId },
    });
  });
});
