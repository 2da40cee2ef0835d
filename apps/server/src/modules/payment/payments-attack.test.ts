import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, walletLedger } from '../../db/schema/index.ts';
import type { SandboxProvider } from '../../modules/payment/index.ts';
import { type TestApp, testApp } from '../../test/helper.ts';
import {
  balanceFen,
  get,
  key,
  newBuyer,
  orderRow,
  orderScene,
  post,
  stockOf,
} from '../../test/scene.ts';

// Paying: idempotency keys, the balance, the sandbox's callback. Run with
// TEST_DATABASE_URL for real concurrency.

let t: TestApp;
let sandbox: SandboxProvider;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  sandbox = t.app.services.payment.provider as SandboxProvider;
});
afterAll(() => t?.close());

const pay = (b: Parameters<typeof post>[2], orderId: number, method: string, k: string) =>
  post(t, `/api/order/${orderId}/pay`, b, { method, key: k });

const paymentsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));

/** The signed callback the sandbox would send for a trade. */
function signed(tradeNo: string, amountFen: number, txn = 'SBXreplay') {
  const fields = {
    trade_no: tradeNo,
    provider_txn: txn,
    amount_fen: String(amountFen),
    status: 'SUCCESS' as const,
    ts: String(Date.now()),
  };
  return { ...fields, sign: sandbox.sign(fields) };
}
const notify = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload });

describe('one key, two methods at once', () => {
  // The balance payment's insert breaks the key's unique index when an online
  // start with the key committed first; that is the key's 409, not a 500.
  it('answers 409 (never 500) when balance and online race with one key', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const { b, orderId } = await orderScene(t);
      const k = key('race');
      const answers = await Promise.all([
        pay(b, orderId, 'online', k),
        pay(b, orderId, 'balance', k),
        pay(b, orderId, 'online', k),
        pay(b, orderId, 'balance', k),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
      for (const r of answers) expect(r.json().code, r.body).not.toBe(500);
    }
    expect(statuses).not.toContain(500);
  });
});

describe('payment idempotency and the balance', () => {
  it('20 concurrent balance payments with different keys debit once', async () => {
    const { b, orderId } = await orderScene(t);
    const before = await balanceFen(t, b);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(b, orderId, 'balance', key(`bal${i}`))),
    );
    expect(answers.filter((r) => r.statusCode === 200).length).toBe(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    const o = await orderRow(t, orderId);
    expect(await balanceFen(t, b)).toBe(before - o.payFen);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, orderId));
    expect(ledger).toHaveLength(1);
  });

  it('20 concurrent balance payments with one key all answer the paid order, one debit', async () => {
    const { b, orderId } = await orderScene(t);
    const before = await balanceFen(t, b);
    const k = key('same');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(b, orderId, 'balance', k)),
    );
    for (const r of answers) expect(r.json(), r.body).toMatchObject({ code: 10000 });
    const o = await orderRow(t, orderId);
    expect(await balanceFen(t, b)).toBe(before - o.payFen);
  });

  it('20 concurrent online starts with one key share one trade', async () => {
    const { b, orderId } = await orderScene(t);
    const k = key('onl');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(b, orderId, 'online', k)),
    );
    const trades = new Set(answers.map((r) => r.json().data.trade_no));
    expect(trades.size).toBe(1);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('a key used online answers 409 for the balance, and the reverse', async () => {
    const s1 = await orderScene(t);
    const k1 = key('x');
    expect((await pay(s1.b, s1.orderId, 'online', k1)).statusCode).toBe(200);
    expect((await pay(s1.b, s1.orderId, 'balance', k1)).statusCode).toBe(409);
    const s2 = await orderScene(t);
    const k2 = key('y');
    expect((await pay(s2.b, s2.orderId, 'balance', k2)).statusCode).toBe(200);
    expect((await pay(s2.b, s2.orderId, 'online', k2)).statusCode).toBe(409);
  });

  it("another company's order cannot be paid, looked at or its status read", async () => {
    const { orderId } = await orderScene(t);
    const other = await newBuyer(t);
    const before = await balanceFen(t, other);
    expect((await pay(other, orderId, 'balance', key('o'))).statusCode).toBe(404);
    expect((await pay(other, orderId, 'online', key('o'))).statusCode).toBe(404);
    expect((await get(t, `/api/order/${orderId}/pay-status`, other)).statusCode).toBe(404);
    expect(await balanceFen(t, other)).toBe(before);
  });
});

describe('the sandbox callback', () => {
  it('a replayed callback pays once; a forged or altered one changes nothing', async () => {
    const { b, orderId } = await orderScene(t);
    const start = (await pay(b, orderId, 'online', key('cb'))).json().data;
    const [p] = await paymentsOf(orderId);
    // Forged: wrong signature, changed amount, changed trade.
    const good = signed(start.trade_no, p!.amountFen);
    expect((await notify({ ...good, sign: 'ab'.repeat(32) })).body).toBe('fail');
    expect((await notify({ ...good, amount_fen: '1' })).body).toBe('fail');
    expect((await notify({ ...good, sign: '' })).body).toBe('fail');
    expect((await orderRow(t, orderId)).status).toBe('unpaid');
    // Replayed, concurrently.
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(good)));
    expect(answers.every((r) => r.body === 'success')).toBe(true);
    const o = await orderRow(t, orderId);
    expect(o.status).toBe('paid');
    expect(o.paidFen).toBe(p!.amountFen);
    expect((await paymentsOf(orderId)).map((x) => x.status)).toEqual(['succeeded']);
  });

  it('money for a cancelled order goes back through the provider, never into the balance', async () => {
    const { b, orderId, goodsId } = await orderScene(t, { stock: 100, number: 10 });
    const before = await balanceFen(t, b);
    const start = (await pay(b, orderId, 'online', key('late'))).json().data;
    expect((await post(t, `/api/order/${orderId}/cancel`, b)).statusCode).toBe(200);
    const stockAfterCancel = await stockOf(t, goodsId);
    expect(stockAfterCancel).toBe(100);
    const confirm = await post(t, `/api/pay/sandbox/${start.trade_no}/confirm`, b);
    expect(confirm.statusCode).toBe(303);
    const [p] = await paymentsOf(orderId);
    expect(p!.status).toBe('refunded');
    expect(sandbox.refunded.has(start.trade_no)).toBe(true);
    expect((await orderRow(t, orderId)).status).toBe('cancelled');
    expect(await balanceFen(t, b)).toBe(before);
    expect(await stockOf(t, goodsId)).toBe(100);
  });

  it('money for an order already paid from the balance goes back too (one debit)', async () => {
    const { b, orderId } = await orderScene(t);
    const before = await balanceFen(t, b);
    const start = (await pay(b, orderId, 'online', key('twice'))).json().data;
    expect((await pay(b, orderId, 'balance', key('twice-b'))).statusCode).toBe(200);
    const o = await orderRow(t, orderId);
    await post(t, `/api/pay/sandbox/${start.trade_no}/confirm`, b);
    const rows = await paymentsOf(orderId);
    expect(rows.find((r) => r.tradeNo === start.trade_no)!.status).toBe('refunded');
    expect(await balanceFen(t, b)).toBe(before - o.payFen);
    expect((await orderRow(t, orderId)).paidFen).toBe(o.payFen);
  });

  it("another company's buyer, or a visitor, cannot see or confirm a trade", async () => {
    const { b, orderId } = await orderScene(t);
    const start = (await pay(b, orderId, 'online', key('view'))).json().data;
    const other = await newBuyer(t);
    expect((await get(t, `/api/pay/sandbox/${start.trade_no}`, other)).statusCode).toBe(404);
    expect((await post(t, `/api/pay/sandbox/${start.trade_no}/confirm`, other)).statusCode).toBe(
      404,
    );
    expect((await post(t, `/api/pay/sandbox/${start.trade_no}/confirm`, null)).statusCode).toBe(
      401,
    );
    expect((await orderRow(t, orderId)).status).toBe('unpaid');
  });

  it('ten concurrent confirms of one trade pay once', async () => {
    const { b, orderId } = await orderScene(t);
    const start = (await pay(b, orderId, 'online', key('multi'))).json().data;
    await Promise.all(
      Array.from({ length: 10 }, () => post(t, `/api/pay/sandbox/${start.trade_no}/confirm`, b)),
    );
    const rows = await paymentsOf(orderId);
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect((await orderRow(t, orderId)).status).toBe('paid');
  });

  it('cancel and balance payment at once: paid xor cancelled, stock and balance agree', async () => {
    for (let i = 0; i < 5; i++) {
      const { b, orderId, goodsId } = await orderScene(t, { stock: 50, number: 5 });
      const before = await balanceFen(t, b);
      await Promise.all([
        post(t, `/api/order/${orderId}/cancel`, b),
        pay(b, orderId, 'balance', key('cp')),
        post(t, `/api/order/${orderId}/cancel`, b),
      ]);
      const o = await orderRow(t, orderId);
      if (o.status === 'paid') {
        expect(await balanceFen(t, b)).toBe(before - o.payFen);
        expect(await stockOf(t, goodsId)).toBe(45);
      } else {
        expect(o.status).toBe('cancelled');
        expect(await balanceFen(t, b)).toBe(before);
        expect(await stockOf(t, goodsId)).toBe(50);
      }
    }
  });
});
