import { formatYuan } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { key, newBuyer, orderRow, orderScene, post } from '../../test/scene.ts';

// 已退款 on an order: the buyer's detail (GET /api/order/{id}) and the
// console's carry the sum of the order's completed refunds, in fen formatted
// once, and how the money went back; lists leave it out.

type Headers = Record<string, string>;
let t: TestApp;
let finance: Headers;
let service: Headers;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [finance, service] = await Promise.all([staffLogin(t, 'finance'), staffLogin(t, 'service')]);
});
afterAll(() => t?.close());

const buyerDetail = async (b: TestBuyer, id: number) => {
  const r = await t.app.inject({ url: `/api/order/${id}`, headers: b.headers });
  expect(r.json(), r.body).toMatchObject({ code: 10000 });
  return r.json().data;
};
const consoleDetail = async (id: number) => {
  const r = await t.app.inject({ url: `/admin-api/orders/${id}`, headers: finance });
  expect(r.json(), r.body).toMatchObject({ code: 10000 });
  return r.json().data;
};
const staffPost = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

/** Asks `number` units of the line back; the request id. */
async function ask(b: TestBuyer, orderId: number, lineId: number, number: number) {
  const r = await post(t, `/api/order/${orderId}/after-sales`, b, {
    kind: 'refund',
    reason: '药品破损',
    lines: [{ id: lineId, number }],
    key: key('as'),
  });
  expect(r.json(), r.body).toMatchObject({ code: 10000 });
  return r.json().data.id as number;
}

describe('已退款 on the order detail', () => {
  it('adds up every completed after-sales refund, to the fen, on both details; pending ones do not count', async () => {
    const b = await newBuyer(t, 'rfd');
    const life = orderLife(t);
    // 7 boxes at 33.33: one line whose parts do not divide evenly.
    const goodsId = await makeGoods(t.db, { midPackQuantity: 1, priceFen: 3_333 });
    const orderId = await life.paidOrder(b, [{ goodsId, number: 7 }]);
    const [line] = await life.lines(orderId);

    const before = await buyerDetail(b, orderId);
    expect(before).toMatchObject({ refunded_amount: '0.00', refunds: [] });

    const first = await life.refund(b, orderId, line!.id, 2);
    const second = await life.refund(b, orderId, line!.id, 3);
    // Asked and approved, not yet paid out: not refunded.
    const pending = await ask(b, orderId, line!.id, 1);
    expect((await staffPost(`/admin-api/after-sales/${pending}/approve`, service)).statusCode).toBe(
      200,
    );

    const fen = first + second;
    expect(fen).toBe(Math.floor((23_331 * 5) / 7));
    const shown = {
      refunded_amount: formatYuan(fen),
      refunds: [{ method: 'balance', method_text: '退回余额', amount: formatYuan(fen) }],
    };
    expect(await buyerDetail(b, orderId)).toMatchObject(shown);
    expect(await consoleDetail(orderId)).toMatchObject(shown);
    // The totals above it are what was paid, unchanged.
    expect((await buyerDetail(b, orderId)).paid_amount).toBe(before.paid_amount);

    // Lists do not read refunds.
    const list = await t.app.inject({ url: '/api/order/list', headers: b.headers });
    const listed = list.json().data.data.find((o: { id: number }) => o.id === orderId);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('refunded_amount');
  });

  it('says 原路退回 for money that went back to the online channel', async () => {
    const { b, orderId } = await orderScene(t, { number: 4 });
    const start = await post(t, `/api/order/${orderId}/pay`, b, {
      method: 'online',
      key: key('pay'),
    });
    const confirm = await post(t, `/api/pay/sandbox/${start.json().data.trade_no}/confirm`, b);
    expect(confirm.statusCode, confirm.body).toBe(303);
    const life = orderLife(t);
    const [line] = await life.lines(orderId);
    const fen = await life.refund(b, orderId, line!.id, 1);
    expect(fen).toBe(1_000);
    expect(await buyerDetail(b, orderId)).toMatchObject({
      refunded_amount: '10.00',
      refunds: [{ method: 'sandbox', method_text: '原路退回在线支付', amount: '10.00' }],
    });
  });

  it('counts the whole payment given back when staff cancel a paid order', async () => {
    const { b, orderId } = await orderScene(t, { number: 3 });
    const paid = await post(t, `/api/order/${orderId}/pay`, b, {
      method: 'balance',
      key: key('pay'),
    });
    expect(paid.json(), paid.body).toMatchObject({ code: 10000 });
    const cancelled = await staffPost(`/admin-api/orders/${orderId}/cancel`, finance, {
      reason: '缺货',
    });
    expect(cancelled.json(), cancelled.body).toMatchObject({ code: 10000 });
    const payFen = (await orderRow(t, orderId)).payFen;
    const shown = {
      status: 'cancelled',
      refunded_amount: formatYuan(payFen),
      refunds: [{ method: 'balance', method_text: '退回余额', amount: formatYuan(payFen) }],
    };
    // The cancel's own answer is the console's detail.
    expect(cancelled.json().data).toMatchObject(shown);
    expect(await buyerDetail(b, orderId)).toMatchObject(shown);
  });
  // A second payment for an order already paid is given back whole, but it
  // was never the order's money: an order going on to ship showed 已退款 of
  // its whole price. Money that came for an order no longer payable because
  // it was cancelled is the order's, and still counts.
  it('leaves out money that came twice for an order that stays paid; counts late money for a cancelled one', async () => {
    const pay = (b: TestBuyer, id: number, method: string) =>
      post(t, `/api/order/${id}/pay`, b, { method, key: key('pay') });
    const twice = await orderScene(t, { number: 2 });
    const trade = (await pay(twice.b, twice.orderId, 'online')).json().data.trade_no as string;
    expect((await pay(twice.b, twice.orderId, 'balance')).json()).toMatchObject({ code: 10000 });
    expect((await post(t, `/api/pay/sandbox/${trade}/confirm`, twice.b)).statusCode).toBe(303);
    const kept = { status: 'paid', refunded_amount: '0.00', refunds: [] };
    expect(await buyerDetail(twice.b, twice.orderId)).toMatchObject(kept);
    expect(await consoleDetail(twice.orderId)).toMatchObject(kept);

    const late = await orderScene(t, { number: 2 });
    const lateTrade = (await pay(late.b, late.orderId, 'online')).json().data.trade_no as string;
    expect((await post(t, `/api/order/${late.orderId}/cancel`, late.b)).statusCode).toBe(200);
    await post(t, `/api/pay/sandbox/${lateTrade}/confirm`, late.b);
    const payFen = (await orderRow(t, late.orderId)).payFen;
    expect(await buyerDetail(late.b, late.orderId)).toMatchObject({
      status: 'cancelled',
      refunded_amount: formatYuan(payFen),
      refunds: [{ method: 'sandbox', amount: formatYuan(payFen) }],
    });
  });
});
