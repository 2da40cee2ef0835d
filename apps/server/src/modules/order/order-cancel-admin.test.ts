import { formatYuan } from '@shop/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, payments, walletLedger } from '../../db/schema/index.ts';
import { makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import {
  balanceFen,
  create,
  fill,
  key,
  newBuyer,
  orderRow,
  orderScene,
  stockOf,
} from '../../test/scene.ts';
import type { SandboxProvider } from '../payment/index.ts';

// Staff cancel an order that has not shipped: everything it held goes back,
// once, however many cancels race. Run with TEST_DATABASE_URL for real concurrency.

type Headers = Record<string, string>;
let t: TestApp;
let finance: Headers;
let admin: Headers;
let warehouse: Headers;
let sandbox: SandboxProvider;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  finance = await staffLogin(t, 'finance');
  admin = await staffLogin(t, 'admin');
  warehouse = await staffLogin(t, 'warehouse');
  sandbox = t.app.services.payment.provider as SandboxProvider;
});
afterAll(() => t?.close());

const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });
const cancel = (id: number, payload: object = { reason: '客户要求取消' }, headers = finance) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/orders/${id}/cancel`,
    headers: json(headers),
    payload,
  });
const pay = (b: TestBuyer, id: number, method: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${id}/pay`,
    headers: json(b.headers),
    payload: { method, key: key('pay') },
  });
const auditOf = async (id: number) =>
  (
    await t.app.inject({
      url: `/admin-api/audit-log?action=order.cancel&target_id=${id}`,
      headers: admin,
    })
  ).json().data.data;
const paymentsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));
const refundsOf = (orderId: number) =>
  t.db
    .select()
    .from(walletLedger)
    .where(sql`${walletLedger.orderId} = ${orderId} AND ${walletLedger.kind} = 3`);

/** A buyer's order of 20 boxes at 10.00 with a 满100减10 coupon on it. */
async function couponOrder() {
  const b = await newBuyer(t, 'cxl');
  const goodsId = await makeGoods(t.db, { stock: 500, midPackQuantity: 1 });
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      companyId: b.companyId,
      name: '满100减10',
      amountFen: 1_000,
      minSpendFen: 10_000,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const ids = await fill(t, b, [{ goods_id: goodsId, number: 20 }]);
  const res = await create(t, b, ids, { coupon_id: coupon!.id });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return { b, goodsId, couponId: coupon!.id, orderId: res.json().data.id as number };
}
const couponStatus = async (id: number) =>
  (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.status;

describe('cancelling a paid order from the console', () => {
  it('returns exactly the money, the stock and the coupon once under 5 concurrent cancels', async () => {
    const { b, goodsId, couponId, orderId } = await couponOrder();
    const balanceBefore = await balanceFen(t, b);
    expect(await stockOf(t, goodsId)).toBe(480);
    expect((await pay(b, orderId, 'balance')).json().code).toBe(10000);
    const paid = await orderRow(t, orderId);
    expect(paid.couponFen).toBe(1_000);
    const payFen = paid.payFen;
    expect(await balanceFen(t, b)).toBe(balanceBefore - payFen);
    expect(await couponStatus(couponId)).toBe('used');

    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(orderId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = answers.find((r) => r.statusCode === 200)!.json().data;
    expect(done).toMatchObject({ status: 'cancelled' });
    expect(done.payments[0]).toMatchObject({ status: 'refunded' });

    expect(await balanceFen(t, b)).toBe(balanceBefore);
    expect(await stockOf(t, goodsId)).toBe(500);
    expect(await couponStatus(couponId)).toBe('unused');
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountFen).toBe(payFen);
    const seen = (
      await t.app.inject({ url: '/api/user/user-money/log?use_type=3', headers: b.headers })
    ).json().data.data;
    expect(seen[0]).toMatchObject({ amount: formatYuan(payFen), use_type_text: '退款' });
    expect(
      (await t.app.inject({ url: `/api/order/${orderId}`, headers: b.headers })).json().data.status,
    ).toBe('cancelled');

    const entries = await auditOf(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      username: 'finance',
      before: { status: 'paid', pay_amount: formatYuan(payFen) },
      after: {
        status: 'cancelled',
        reason: '客户要求取消',
        refund_balance: formatYuan(payFen),
        refund_online: '0.00',
      },
    });
  });

  it('sends an online payment back through the provider, never into the balance', async () => {
    const { b, orderId, goodsId } = await orderScene(t, { stock: 100, number: 10 });
    const start = (await pay(b, orderId, 'online')).json().data;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/${start.trade_no}/confirm`,
      headers: b.headers,
    });
    expect(confirm.statusCode).toBe(303);
    expect((await orderRow(t, orderId)).status).toBe('paid');
    const balanceBefore = await balanceFen(t, b);

    const r = await cancel(orderId, { reason: '缺货' }, admin);
    expect(r.json(), r.body).toMatchObject({ code: 10000, data: { status: 'cancelled' } });
    const [p] = await paymentsOf(orderId);
    expect(p!.status).toBe('refunded');
    expect(sandbox.refunded.has(start.trade_no)).toBe(true);
    expect(await balanceFen(t, b)).toBe(balanceBefore);
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect(await stockOf(t, goodsId)).toBe(100);
    expect((await auditOf(orderId))[0]).toMatchObject({
      after: { refund_balance: '0.00', refund_online: formatYuan(p!.amountFen) },
    });
  });

  it('cancels an unpaid order as the buyer would: stock and coupon back, no money moves', async () => {
    const { b, goodsId, couponId, orderId } = await couponOrder();
    const balanceBefore = await balanceFen(t, b);
    const r = await cancel(orderId);
    expect(r.json(), r.body).toMatchObject({ code: 10000, data: { status: 'cancelled' } });
    expect(await stockOf(t, goodsId)).toBe(500);
    expect(await couponStatus(couponId)).toBe('unused');
    expect(await balanceFen(t, b)).toBe(balanceBefore);
    expect((await cancel(orderId)).statusCode).toBe(409);
    expect(await auditOf(orderId)).toHaveLength(1);
  });
});

describe('what a staff cancel refuses', () => {
  it('refuses shipped and partly shipped orders (409): after-sales handles them', async () => {
    for (const whole of [true, false]) {
      const b = await newBuyer(t, 'cxlship');
      const g1 = await makeGoods(t.db, { midPackQuantity: 1 });
      const g2 = await makeGoods(t.db, { midPackQuantity: 1 });
      const ids = await fill(t, b, [
        { goods_id: g1, number: 1 },
        { goods_id: g2, number: 1 },
      ]);
      const orderId = (await create(t, b, ids)).json().data.id as number;
      await pay(b, orderId, 'balance');
      const detail = (
        await t.app.inject({ url: `/admin-api/orders/${orderId}`, headers: warehouse })
      ).json().data;
      const shipped = await t.app.inject({
        method: 'POST',
        url: `/admin-api/orders/${orderId}/ship`,
        headers: json(warehouse),
        payload: {
          carrier: '顺丰速运',
          tracking_no: 'SF0000000001',
          ...(whole ? {} : { lines: [detail.lines[0].id] }),
        },
      });
      expect(shipped.json().code, shipped.body).toBe(10000);
      const balance = await balanceFen(t, b);
      const r = await cancel(orderId);
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().msg).toContain('售后');
      expect((await orderRow(t, orderId)).status).toBe(whole ? 'shipped' : 'paid');
      expect(await balanceFen(t, b)).toBe(balance);
      expect(await auditOf(orderId)).toHaveLength(0);
    }
  });

  it('answers 403 to roles without orders.cancel and 422 to bad input, changing nothing', async () => {
    const { b, orderId } = await orderScene(t);
    await pay(b, orderId, 'balance');
    const balance = await balanceFen(t, b);
    for (const who of ['operator', 'reviewer', 'warehouse', 'service'])
      expect(
        (await cancel(orderId, { reason: 'x' }, await staffLogin(t, who))).statusCode,
        who,
      ).toBe(403);
    for (const payload of [
      {},
      { reason: '' },
      { reason: '  ' },
      { reason: 'x', refund: 0 },
      { reason: 'x'.repeat(201) },
    ])
      expect((await cancel(orderId, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect((await orderRow(t, orderId)).status).toBe('paid');
    expect(await balanceFen(t, b)).toBe(balance);
    expect(await auditOf(orderId)).toHaveLength(0);
  });
});
