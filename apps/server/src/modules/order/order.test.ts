import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, walletLedger } from '../../db/schema/index.ts';
import { coupons } from '../../db/schema/promotion.ts';
import {
  makeActivity,
  makeBuyers,
  makeGoods,
  readGoods,
  setGoods,
  type TestBuyer,
} from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Every test makes its own buyer, goods and coupon: none reads what another left.

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
});
afterAll(() => t?.close());

const newBuyer = async () => (await makeBuyers(t.db, 1, `order${++made}`))[0]!;
const post = (url: string, b: TestBuyer, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: b.headers, payload: payload as never });
const get = (url: string, b: TestBuyer) => t.app.inject({ url, headers: b.headers });
let keyNo = 0;
const key = () => `test-key-${Date.now()}-${++keyNo}`;

async function cartIds(b: TestBuyer): Promise<number[]> {
  return (await get('/api/cart/list', b)).json().data.data.map((l: { id: number }) => l.id);
}
async function fill(b: TestBuyer, lines: { goods_id: number; number: number }[]) {
  const res = await post('/api/cart', b, { params: lines });
  expect(res.json().code).toBe(10000);
  return cartIds(b);
}
const create = (b: TestBuyer, ids: number[], more: object = {}) =>
  post('/api/order/create', b, { ids, address_id: b.addressId, key: key(), ...more });
/** Orders these cart lines at the buyer's address; the new order's id. */
async function placeOrder(b: TestBuyer, ids: number[]): Promise<number> {
  const res = await create(b, ids);
  expect(res.json().code).toBe(10000);
  return res.json().data.id;
}
const order = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const balance = async (b: TestBuyer) =>
  (await get('/api/user/user-money', b)).json().data.balance as string;

/** A 满500减50 coupon for the buyer, valid a day. */
async function giveCoupon500Minus50(b: TestBuyer) {
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
async function scene() {
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

describe('the per-buyer activity limit', () => {
  /** A company with several users who may order, each with their own cart. */
  async function company(users: number) {
    const [first] = await makeBuyers(t.db, 1, `limit${++made}`);
    const more = await makeBuyers(t.db, users - 1, `limit${made}x`, first!.companyId);
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

describe('online payment through the sandbox provider', () => {
  /** An unpaid order of one goods line and its started online payment. */
  async function started() {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { priceFen: 5_000 });
    const id = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const res = await post(`/api/order/${id}/pay`, b, { method: 'online', key: key() });
    const url: string = res.json().data.pay_url;
    return { b, id, url, tradeNo: url.split('/').pop()! };
  }
  const asBuyer = (b: TestBuyer, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: b.headers });

  it('keeps a payment key to one method and one company', async () => {
    const b = await newBuyer();
    const stranger = await newBuyer();
    const g = await makeGoods(t.db);
    const oid = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const k = key();
    expect((await post(`/api/order/${oid}/pay`, b, { method: 'online', key: k })).json().code).toBe(
      10000,
    );
    const other = await post(`/api/order/${oid}/pay`, stranger, { method: 'online', key: k });
    expect(other.statusCode).toBe(404);
    const swap = await post(`/api/order/${oid}/pay`, b, { method: 'balance', key: k });
    expect(swap.statusCode).toBe(409);
    expect((await order(oid)).status).toBe('unpaid');
  });

  it('gives ten concurrent starts with one key the same trade', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const oid = await placeOrder(b, await fill(b, [{ goods_id: g, number: 10 }]));
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/order/${oid}/pay`, b, { method: 'online', key: k }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().data.trade_no)).size).toBe(1);
  });

  it('shows the cashier page to the paying buyer only', async () => {
    const { b, url } = await started();
    expect(url).toMatch(/^\/api\/pay\/sandbox\/P/);
    const page = await asBuyer(b, url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    const visitor = await t.app.inject({ url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('请先登录');
    expect(visitor.body).not.toContain('/confirm');
    expect((await asBuyer(await newBuyer(), url)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `${url}/confirm` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ignores a forged callback', async () => {
    const { id, tradeNo } = await started();
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
    const { b, id, url } = await started();
    const before = await balance(b);
    const confirm = await asBuyer(b, `${url}/confirm`, 'POST');
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/cart/step4?id=${id}`);
    expect(await order(id)).toMatchObject({ status: 'paid', payMethod: 'sandbox' });
    // The buyer's 支付方式 names the channel in Chinese, never the code 'sandbox'.
    const seen = (await get(`/api/order/${id}`, b)).json().data;
    expect(seen).toMatchObject({ pay_method: 'sandbox', pay_method_text: '在线支付（沙箱）' });
    expect(seen.events[1].text).toBe('订单已支付：在线支付（沙箱），等待仓库发货');
    expect((await get(`/api/order/${id}/pay-status`, b)).json().data.paid).toBe(1);
    expect((await asBuyer(b, `${url}/confirm`, 'POST')).statusCode).toBe(303);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await balance(b)).toBe(before);
  });

  it('sends money paid online for an order cancelled meanwhile back through the provider', async () => {
    const { b, id, url, tradeNo } = await started();
    await post(`/api/order/${id}/cancel`, b);
    const before = await balance(b);
    expect((await asBuyer(b, `${url}/confirm`, 'POST')).statusCode).toBe(303);
    expect((await order(id)).status).toBe('cancelled');
    // Not into the balance: that would make shop money out of sandbox money.
    expect(await balance(b)).toBe(before);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, id));
    expect(ledger).toHaveLength(0);
    const [p] = await t.db.select().from(payments).where(eq(payments.tradeNo, tradeNo));
    expect(p).toMatchObject({ status: 'refunded' });
    expect(p!.refundedAt).not.toBeNull();
  });
});

describe('the wallet ledger', () => {
  it('filters by type and date, and refuses malformed dates', async () => {
    const b = await newBuyer();
    await t.db.insert(walletLedger).values({
      companyId: b.companyId,
      amountFen: 100,
      balanceAfterFen: 10_000_100,
      kind: 1,
      remark: '测试充值',
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const all = (
      await get(`/api/user/user-money/log?start_time=${today}&end_time=${today}`, b)
    ).json().data;
    expect(all.total).toBe(1);
    const none = (
      await get('/api/user/user-money/log?start_time=2001-01-01&end_time=2001-01-02', b)
    ).json().data;
    expect(none.total).toBe(0);
    for (const q of ['start_time=2026-13-45', 'start_time=2030-02-31', 'use_type=9'])
      expect((await get(`/api/user/user-money/log?${q}`, b)).statusCode).toBe(422);
  });
});
