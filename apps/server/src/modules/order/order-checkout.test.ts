import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { coupons } from '../../db/schema/promotion.ts';
import { makeGoods, readGoods } from '../../test/buyers.ts';
import {
  balance,
  cartIds,
  create,
  fill,
  get,
  key,
  newBuyer,
  order,
  placeOrder,
  post,
  scene,
  t,
  useOrderApp,
} from '../../test/order-scene.ts';

// An order's way from step 2 to paid, cancelled or expired: amounts as the
// cart shows them, stock and coupon taken once and given back on cancel.

useOrderApp();

describe('checking out', () => {
  it('shows step 2 with the same amounts the cart shows, for the address asked for', async () => {
    const { b, ids, couponId } = await scene();
    const cart = (await get('/api/cart/list', b)).json().data.summary;
    const data = (await post('/api/order/check', b, { ids, address_id: b.addressId })).json().data;
    expect(data.summary).toEqual(cart);
    // 20 x 50.00 + 10 x 20.00 = 1200.00; coupon 50 off; shipping free over 800.
    expect(data.summary).toMatchObject({
      goods_amount: '1200.00',
      coupon_reduce: '50.00',
      coupon_id: couponId,
      pay_amount: '1150.00',
    });
    expect(data.address_id).toBe(b.addressId);
    expect(data.addresses[0]).toMatchObject({ id: b.addressId, is_default: 1 });
  });

  it("refuses step 2 for another buyer's address", async () => {
    const { b, ids } = await scene();
    const other = await newBuyer();
    const res = await post('/api/order/check', b, { ids, address_id: other.addressId });
    expect(res.statusCode).toBe(404);
  });

  it('creates the order in one go: stock taken, coupon used, cart emptied; a replay is the same order', async () => {
    const { b, a, c, ids, couponId } = await scene();
    const k = key();
    const body = {
      ids,
      address_id: b.addressId,
      coupon_id: couponId,
      invoice_type: 1,
      remark: '请周一送货',
      key: k,
    };
    const res = await post('/api/order/create', b, body);
    expect(res.json()).toMatchObject({ code: 10000, data: { pay_amount: '1150.00' } });
    const orderId = res.json().data.id;
    expect((await readGoods(t.db, a)).stock).toBe(80);
    expect((await readGoods(t.db, c)).stock).toBe(20);
    expect(await cartIds(b)).toEqual([]);
    const [cp] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(cp).toMatchObject({ status: 'used', orderId });
    const again = await post('/api/order/create', b, body);
    expect(again.json().data.id).toBe(orderId);
    expect((await readGoods(t.db, a)).stock).toBe(80);
  });

  it('lists and shows the order to its buyer only', async () => {
    const { b, ids } = await scene();
    const stranger = await newBuyer();
    const orderId = await placeOrder(b, ids);
    const list = (await get('/api/order/list?status=unpaid', b)).json().data;
    expect(list.data[0]).toMatchObject({ id: orderId, status_text: '待支付', number_total: 30 });
    expect(list.counts.unpaid).toBe(1);
    const word = encodeURIComponent(list.data[0].lines[0].name.slice(0, 2));
    expect((await get(`/api/order/list?keywords=${word}`, b)).json().data.total).toBe(1);
    const detail = (await get(`/api/order/${orderId}`, b)).json().data;
    expect(detail.address).toMatchObject({ name: '张三' });
    expect((await get(`/api/order/${orderId}`, stranger)).statusCode).toBe(404);
    expect((await post(`/api/order/${orderId}/cancel`, stranger)).statusCode).toBe(404);
    const pay = await post(`/api/order/${orderId}/pay`, stranger, {
      method: 'balance',
      key: key(),
    });
    expect(pay.statusCode).toBe(404);
    expect((await order(orderId)).status).toBe('unpaid');
  });

  it('pays from the balance once, with a ledger entry', async () => {
    const { b, ids } = await scene();
    const orderId = await placeOrder(b, ids);
    const payKey = key();
    const pay = () => post(`/api/order/${orderId}/pay`, b, { method: 'balance', key: payKey });
    expect((await pay()).json()).toMatchObject({
      code: 10000,
      data: { status: 'paid', paid_amount: '1150.00' },
    });
    expect(await balance(b)).toBe('98850.00');
    const log = (await get('/api/user/user-money/log?use_type=2', b)).json().data;
    expect(log.data[0]).toMatchObject({ amount: '-1150.00', balance: '98850.00' });
    expect((await pay()).json().code).toBe(10000);
    const twice = await post(`/api/order/${orderId}/pay`, b, { method: 'balance', key: key() });
    expect(twice.json()).toMatchObject({ code: 409, msg: '订单已支付，请勿重复支付' });
    expect(await balance(b)).toBe('98850.00');
    expect((await post(`/api/order/${orderId}/cancel`, b)).statusCode).toBe(409);
  });

  it('pays once when ten requests with one key race, and all answer the paid order', async () => {
    const { b, ids } = await scene();
    const orderId = await placeOrder(b, ids);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/order/${orderId}/pay`, b, { method: 'balance', key: k }),
      ),
    );
    expect(answers.map((r) => r.json().code)).toEqual(Array(10).fill(10000));
    expect(await balance(b)).toBe('98850.00');
  });

  it('buys again: the lines go back into the cart', async () => {
    const { b, ids } = await scene();
    const orderId = await placeOrder(b, ids);
    const res = await post(`/api/order/${orderId}/buy-again`, b);
    expect(res.json().data).toMatchObject({ added: 2, skipped: [] });
    expect((await cartIds(b)).length).toBe(2);
  });
});

describe('one cart line makes one order', () => {
  it('gives one order to twenty concurrent creations from the same line with different keys', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { stock: 1_000 });
    const ids = await fill(b, [{ goods_id: g, number: 10 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(b, ids)));
    const created = answers.filter((r) => r.json().code === 10000);
    expect(created).toHaveLength(1);
    for (const r of answers.filter((x) => x.json().code !== 10000))
      expect(r.json().data.reason).toBe('lines_gone');
    expect((await readGoods(t.db, g)).stock).toBe(990);
    const all = await t.db.select().from(orders).where(eq(orders.companyId, b.companyId));
    expect(all).toHaveLength(1);
  });
});

describe('cancelling and expiry', () => {
  it('charges what step 2 shows when no coupon is named', async () => {
    const { b, ids, couponId } = await scene();
    const check = (await post('/api/order/check', b, { ids })).json().data.summary;
    expect(check.coupon_id).toBe(couponId);
    const res = await create(b, ids);
    expect(res.json().data.pay_amount).toBe(check.pay_amount);
    expect((await order(res.json().data.id)).couponId).toBe(couponId);
  });

  it('returns stock and coupon when the buyer cancels', async () => {
    const { b, a, ids, couponId } = await scene();
    const res = await create(b, ids, { coupon_id: couponId });
    const id = res.json().data.id;
    const cancel = await post(`/api/order/${id}/cancel`, b);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancel_reason: '买家取消' });
    expect((await readGoods(t.db, a)).stock).toBe(100);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(c!.status).toBe('unused');
    const pay = await post(`/api/order/${id}/pay`, b, { method: 'balance', key: key() });
    expect(pay.json()).toMatchObject({ code: 409, msg: '订单已取消，不能支付' });
  });

  it('cancels unpaid orders past their time in the background sweep', async () => {
    const { b, a, ids } = await scene();
    const id = await placeOrder(b, ids);
    expect(await t.app.services.orders.expireDue()).toBe(0);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect(await t.app.services.orders.expireDue()).toBe(1);
    expect(await order(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: '超时未支付，系统自动取消',
    });
    expect((await readGoods(t.db, a)).stock).toBe(100);
  });
});
