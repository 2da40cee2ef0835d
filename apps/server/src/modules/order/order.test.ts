import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, payments, walletLedger } from '../../db/schema.ts';
import { makeBuyers, plainGoods, readGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let buyer: TestBuyer;
let stranger: TestBuyer;
let couponId: number;
const A = 21;
const B = 22;

beforeAll(async () => {
  t = await testApp({ goodsCount: 60 });
  [buyer, stranger] = (await makeBuyers(t.db, 2, 'ordertest')) as [TestBuyer, TestBuyer];
  await setGoods(t.db, A, { ...plainGoods, stock: 100, midPackQuantity: 10, priceFen: 5_000 });
  await setGoods(t.db, B, { ...plainGoods, stock: 30, midPackQuantity: 10, priceFen: 2_000 });
  const [c] = await t.db
    .insert(coupons)
    .values({
      companyId: buyer.companyId,
      name: '满500减50',
      amountFen: 5_000,
      minSpendFen: 50_000,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  couponId = c!.id;
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as never });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
let keyNo = 0;
const key = () => `test-key-${Date.now()}-${++keyNo}`;

async function cartIds(who = buyer): Promise<number[]> {
  return (await get('/api/cart/list', who.headers))
    .json()
    .data.data.map((l: { id: number }) => l.id);
}
async function fill(lines: { goods_id: number; number: number }[], who = buyer) {
  const res = await post('/api/cart', who.headers, { lines });
  expect(res.json().code).toBe(10000);
  return cartIds(who);
}
/** Orders these cart lines at the buyer's address; the new order's id. */
async function placeOrder(ids: number[]): Promise<number> {
  const res = await post('/api/order/create', buyer.headers, {
    ids,
    address_id: buyer.addressId,
    key: key(),
  });
  expect(res.json().code).toBe(10000);
  return res.json().data.id;
}
const order = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const balance = async (who = buyer) =>
  (await get('/api/user/user-money', who.headers)).json().data.balance as string;

describe('checking out', () => {
  let orderId: number;
  let payKey: string;

  it('shows step 2 with the same amounts the cart shows', async () => {
    const ids = await fill([
      { goods_id: A, number: 20 },
      { goods_id: B, number: 10 },
    ]);
    const cart = (await get('/api/cart/list', buyer.headers)).json().data.summary;
    const check = await post('/api/order/check', buyer.headers, { ids });
    const data = check.json().data;
    expect(data.summary).toEqual(cart);
    // 20 x 50.00 + 10 x 20.00 = 1200.00; coupon 50 off; shipping free over 800.
    expect(data.summary).toMatchObject({
      goods_amount: '1200.00',
      coupon_reduce: '50.00',
      coupon_id: couponId,
      pay_amount: '1150.00',
    });
    expect(data.addresses[0]).toMatchObject({ id: buyer.addressId, is_default: 1 });
  });

  it('creates the order in one go: stock taken, coupon used, cart emptied', async () => {
    const ids = await cartIds();
    const k = key();
    const res = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      coupon_id: couponId,
      invoice_type: 1,
      remark: '请周一送货',
      key: k,
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { pay_amount: '1150.00' } });
    orderId = res.json().data.id;
    expect((await readGoods(t.db, A)).stock).toBe(80);
    expect((await readGoods(t.db, B)).stock).toBe(20);
    expect(await cartIds()).toEqual([]);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(c).toMatchObject({ status: 'used', orderId });

    // The same key again: the same order, nothing taken twice.
    const again = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      key: k,
    });
    expect(again.json().data.id).toBe(orderId);
    expect((await readGoods(t.db, A)).stock).toBe(80);
  });

  it('lists and shows the order to its buyer only', async () => {
    const list = (await get('/api/order/list?status=unpaid', buyer.headers)).json().data;
    expect(list.data[0]).toMatchObject({ id: orderId, status_text: '待支付', number_total: 30 });
    expect(list.counts.unpaid).toBe(1);
    const found = (
      await get(
        '/api/order/list?keywords=' + encodeURIComponent(list.data[0].lines[0].name.slice(0, 2)),
        buyer.headers,
      )
    ).json().data;
    expect(found.total).toBe(1);
    const detail = (await get(`/api/order/${orderId}`, buyer.headers)).json().data;
    expect(detail).toMatchObject({ remark: '请周一送货', invoice_type: 1, coupon_reduce: '50.00' });
    expect(detail.address).toMatchObject({ name: '张三' });
    for (const url of [`/api/order/${orderId}`])
      expect((await get(url, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/order/${orderId}/cancel`, stranger.headers)).statusCode).toBe(404);
    expect(
      (await post(`/api/order/${orderId}/pay`, stranger.headers, { method: 'balance', key: key() }))
        .statusCode,
    ).toBe(404);
    expect((await order(orderId)).status).toBe('unpaid');
  });

  it('pays from the balance once, with a ledger entry', async () => {
    payKey = key();
    const res = await post(`/api/order/${orderId}/pay`, buyer.headers, {
      method: 'balance',
      key: payKey,
    });
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { status: 'paid', paid_amount: '1150.00' },
    });
    expect(await balance()).toBe('98850.00');
    const log = (await get('/api/user/user-money/log?use_type=2', buyer.headers)).json().data;
    expect(log.data[0]).toMatchObject({
      amount: '-1150.00',
      balance: '98850.00',
      use_type_text: '订单支付',
    });

    const same = await post(`/api/order/${orderId}/pay`, buyer.headers, {
      method: 'balance',
      key: payKey,
    });
    expect(same.json().code).toBe(10000);
    const twice = await post(`/api/order/${orderId}/pay`, buyer.headers, {
      method: 'balance',
      key: key(),
    });
    expect(twice.json()).toMatchObject({ code: 409, msg: '订单已支付，请勿重复支付' });
    expect(await balance()).toBe('98850.00');
    const cancel = await post(`/api/order/${orderId}/cancel`, buyer.headers);
    expect(cancel.statusCode).toBe(409);
  });

  it('buys again: the lines go back into the cart', async () => {
    const res = await post(`/api/order/${orderId}/buy-again`, buyer.headers);
    expect(res.json().data).toMatchObject({ added: 2, skipped: [] });
    expect((await cartIds()).length).toBe(2);
  });
});

describe('refusals that change nothing', () => {
  it("refuses another buyer's cart lines", async () => {
    const ids = await cartIds();
    const res = await post('/api/order/create', stranger.headers, {
      ids,
      address_id: stranger.addressId,
      key: key(),
    });
    expect(res.statusCode).toBe(404);
    expect((await cartIds()).length).toBe(2);
  });

  it("refuses another buyer's address", async () => {
    const res = await post('/api/order/create', buyer.headers, {
      ids: await cartIds(),
      address_id: stranger.addressId,
      key: key(),
    });
    expect(res.json()).toMatchObject({ code: 404, msg: '收货地址不存在' });
  });

  it('answers 库存不足 when the stock went meanwhile, and keeps the cart', async () => {
    await setGoods(t.db, B, { stock: 5 });
    const before = (await readGoods(t.db, A)).stock;
    const res = await post('/api/order/create', buyer.headers, {
      ids: await cartIds(),
      address_id: buyer.addressId,
      key: key(),
    });
    expect(res.json().msg).toMatch(/^库存不足/);
    expect((await readGoods(t.db, A)).stock).toBe(before);
    expect((await cartIds()).length).toBe(2);
    await setGoods(t.db, B, { stock: 20 });
  });

  it('refuses an order too large for one payment, and text with NUL', async () => {
    const ids = await cartIds();
    await setGoods(t.db, A, { priceFen: 300_000_000 });
    const huge = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      key: key(),
    });
    expect(huge.json()).toMatchObject({ code: 422, msg: '单笔订单金额过大，请分开下单' });
    await setGoods(t.db, A, { priceFen: 5_000 });
    const nul = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      key: key(),
      remark: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(422);
    expect((await get('/api/order/list?keywords=a%00b', buyer.headers)).statusCode).toBe(422);
    expect(
      (await get('/api/user/user-money/log?start_time=0000-01-01', buyer.headers)).statusCode,
    ).toBe(422);
    expect((await cartIds()).length).toBe(2);
  });

  it('rejects a bad idempotency key, coupon or invoice type', async () => {
    const ids = await cartIds();
    for (const body of [
      { ids, address_id: 1e15, key: key() },
      { ids, address_id: buyer.addressId, key: 'short' },
      { ids, address_id: buyer.addressId, key: key(), coupon_id: -1 },
      { ids, address_id: buyer.addressId, key: key(), invoice_type: 7 },
      { ids, address_id: 'x', key: key() },
    ])
      expect((await post('/api/order/create', buyer.headers, body)).statusCode).toBe(422);
  });
});

describe('cancelling and expiry', () => {
  it('charges what step 2 shows when no coupon is named', async () => {
    await t.db
      .update(coupons)
      .set({ status: 'unused', orderId: null })
      .where(eq(coupons.id, couponId));
    const ids = await cartIds();
    const check = (await post('/api/order/check', buyer.headers, { ids })).json().data.summary;
    expect(check.coupon_id).toBe(couponId);
    const res = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      key: key(),
    });
    expect(res.json().data.pay_amount).toBe(check.pay_amount);
    const id = res.json().data.id;
    expect((await order(id)).couponId).toBe(couponId);
    await post(`/api/order/${id}/cancel`, buyer.headers);
    // Back into the cart for the tests that follow.
    await post(`/api/order/${id}/buy-again`, buyer.headers);
  });

  it('returns stock and coupon when the buyer cancels', async () => {
    await t.db
      .update(coupons)
      .set({ status: 'unused', orderId: null })
      .where(eq(coupons.id, couponId));
    const res = await post('/api/order/create', buyer.headers, {
      ids: await cartIds(),
      address_id: buyer.addressId,
      coupon_id: couponId,
      key: key(),
    });
    const id = res.json().data.id;
    const a = (await readGoods(t.db, A)).stock;
    const cancel = await post(`/api/order/${id}/cancel`, buyer.headers);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', cancel_reason: '买家取消' });
    expect((await readGoods(t.db, A)).stock).toBe(a + 20);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(c!.status).toBe('unused');
    const pay = await post(`/api/order/${id}/pay`, buyer.headers, {
      method: 'balance',
      key: key(),
    });
    expect(pay.json()).toMatchObject({ code: 409, msg: '订单已取消，不能支付' });
  });

  it('cancels unpaid orders past their time in the background sweep', async () => {
    const ids = await fill([{ goods_id: A, number: 10 }]);
    const res = await post('/api/order/create', buyer.headers, {
      ids,
      address_id: buyer.addressId,
      key: key(),
    });
    const id = res.json().data.id;
    const a = (await readGoods(t.db, A)).stock;
    expect(await t.app.orders.expireDue()).toBe(0);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect(await t.app.orders.expireDue()).toBe(1);
    expect(await order(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: '超时未支付，系统自动取消',
    });
    expect((await readGoods(t.db, A)).stock).toBe(a + 10);
  });
});

describe('online payment through the sandbox provider', () => {
  let id: number;
  let tradeNo: string;

  it('keeps a payment key to one method and one company', async () => {
    const ids = await fill([{ goods_id: A, number: 10 }]);
    const oid = await placeOrder(ids);
    const k = key();
    expect(
      (await post(`/api/order/${oid}/pay`, buyer.headers, { method: 'online', key: k })).json()
        .code,
    ).toBe(10000);
    const other = await post(`/api/order/${oid}/pay`, stranger.headers, {
      method: 'online',
      key: k,
    });
    expect(other.statusCode).toBe(404);
    const swap = await post(`/api/order/${oid}/pay`, buyer.headers, { method: 'balance', key: k });
    expect(swap.statusCode).toBe(409);
    expect((await order(oid)).status).toBe('unpaid');
    await post(`/api/order/${oid}/cancel`, buyer.headers);
  });

  it('sends the buyer to the cashier page', async () => {
    const ids = await fill([{ goods_id: A, number: 10 }]);
    id = await placeOrder(ids);
    const k = key();
    const res = await post(`/api/order/${id}/pay`, buyer.headers, { method: 'online', key: k });
    const url: string = res.json().data.pay_url;
    expect(url).toMatch(/^\/api\/pay\/sandbox\/P/);
    tradeNo = url.split('/').pop()!;
    const again = await post(`/api/order/${id}/pay`, buyer.headers, { method: 'online', key: k });
    expect(again.json().data.pay_url).toBe(url);
    const page = await t.app.inject({ url });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
  });

  it('ignores a forged callback', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: {
        trade_no: tradeNo,
        provider_txn: 'X',
        amount_fen: '50000',
        status: 'SUCCESS',
        ts: '1',
        sign: 'ab'.repeat(32),
      },
    });
    expect(forged.body).toBe('fail');
    expect((await order(id)).status).toBe('unpaid');
  });

  it('marks the order paid once on confirmation, and a replay changes nothing', async () => {
    const before = await balance();
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/${tradeNo}/confirm`,
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/cart/step4?id=${id}`);
    expect(await order(id)).toMatchObject({ status: 'paid', payMethod: 'sandbox' });
    expect((await get(`/api/order/${id}/pay-status`, buyer.headers)).json().data.paid).toBe(1);

    // A genuine notification delivered twice.
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/${tradeNo}/confirm`,
    });
    expect(signed.statusCode).toBe(303);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await balance()).toBe(before);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, id));
    expect(ledger).toHaveLength(0);
  });

  it('returns money paid online for an order cancelled meanwhile to the balance', async () => {
    const ids = await fill([{ goods_id: A, number: 10 }]);
    const oid = await placeOrder(ids);
    const url: string = (
      await post(`/api/order/${oid}/pay`, buyer.headers, { method: 'online', key: key() })
    ).json().data.pay_url;
    await post(`/api/order/${oid}/cancel`, buyer.headers);
    const before = await balance();
    const confirm = await t.app.inject({ method: 'POST', url: `${url}/confirm` });
    expect(confirm.statusCode).toBe(303);
    expect((await order(oid)).status).toBe('cancelled');
    const refund = (await get('/api/user/user-money/log?use_type=3', buyer.headers)).json().data
      .data[0];
    // 10 x 50.00 plus 10.00 shipping (under the 800.00 threshold).
    expect(refund).toMatchObject({ amount: '510.00', use_type_text: '退款' });
    expect(Number(await balance())).toBe(Number(before) + 510);
  });
});

describe('the wallet ledger', () => {
  it('filters by type and date, and refuses malformed dates', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const all = (
      await get(`/api/user/user-money/log?start_time=${today}&end_time=${today}`, buyer.headers)
    ).json().data;
    expect(all.total).toBeGreaterThan(0);
    const none = (
      await get('/api/user/user-money/log?start_time=2001-01-01&end_time=2001-01-02', buyer.headers)
    ).json().data;
    expect(none.total).toBe(0);
    const bad = await get('/api/user/user-money/log?start_time=2026-13-45', buyer.headers);
    expect(bad.statusCode).toBe(422);
    expect((await get('/api/user/user-money/log?use_type=9', buyer.headers)).statusCode).toBe(422);
  });
});
