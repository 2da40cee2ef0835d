import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { afterSales, orderLines, orders, walletLedger, wallets } from '../../db/schema/index.ts';
import type { TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { balanceFen, key, newBuyer, orderRow, orderScene, post } from '../../test/scene.ts';

// Money in the console: after-sales refunds, staff cancels and balance
// adjustments racing each other and the buyer. Whatever the interleaving,
// nothing is paid back twice, a line never gets back more than was paid for
// it, the balance never goes below zero and the ledger explains every fen.
// Run with TEST_DATABASE_URL for real concurrency.

type Headers = Record<string, string>;
let t: TestApp;
let finance: Headers;
let finance2: Headers;
let admin: Headers;
let reviewer: Headers;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [finance, finance2, admin, reviewer] = await Promise.all([
    staffLogin(t, 'finance'),
    staffLogin(t, 'finance'),
    staffLogin(t, 'admin'),
    staffLogin(t, 'service'),
  ]);
});
afterAll(() => t?.close());

const json = (url: string, headers: Headers, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** A buyer's order of `number` boxes at 10.00, paid from the balance; its one line. */
async function paidScene(number = 10) {
  const s = await orderScene(t, { number, stock: 1000 });
  const paid = await post(t, `/api/order/${s.orderId}/pay`, s.b, {
    method: 'balance',
    key: key('pay'),
  });
  expect(paid.json(), paid.body).toMatchObject({ code: 10000 });
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, s.orderId));
  return { ...s, line: line! };
}

const apply = (b: TestBuyer, orderId: number, lineId: number, number: number) =>
  json(`/api/order/${orderId}/after-sales`, b.headers, {
    kind: 'refund',
    reason: '药品破损',
    lines: [{ id: lineId, number }],
    key: key('as'),
  });

async function approvedRequest(b: TestBuyer, orderId: number, lineId: number, number: number) {
  const made = await apply(b, orderId, lineId, number);
  expect(made.json(), made.body).toMatchObject({ code: 10000 });
  const id = made.json().data.id as number;
  const ok = await json(`/admin-api/after-sales/${id}/approve`, reviewer, {});
  expect(ok.json(), ok.body).toMatchObject({ code: 10000 });
  return id;
}

const auditCount = async (action: string, targetType: string, targetId: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}
          AND target_type = ${targetType} AND target_id = ${String(targetId)}`,
    ),
  )[0]!.n;

const ledgerSince = async (companyId: number, afterId: number) =>
  t.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.companyId, companyId), sql`${walletLedger.id} > ${afterId}`))
    .orderBy(walletLedger.id);

const lastLedgerId = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`SELECT coalesce(max(id), 0)::int AS n FROM wallet_ledger`),
  )[0]!.n;

describe('after-sales refunds racing', () => {
  it('two requests on one line, each pressed by four staff at once: each pays once, the line never past its share', async () => {
    for (let round = 0; round < 3; round++) {
      const { b, orderId, line } = await paidScene(10);
      const share = line.amountFen - line.reductionFen - line.couponFen;
      const ids = [
        await approvedRequest(b, orderId, line.id, 7),
        await approvedRequest(b, orderId, line.id, 3),
      ];
      const startBalance = await balanceFen(t, b);
      const mark = await lastLedgerId();
      const presses = ids.flatMap((id) =>
        [finance, finance2, admin, finance].map((h) =>
          json(`/admin-api/after-sales/${id}/refund`, h),
        ),
      );
      const answers = await Promise.all(presses);
      for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
      // One success per request, the other presses 409.
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);

      const requests = await t.db.select().from(afterSales).where(inArray(afterSales.id, ids));
      const refunded = requests.reduce((n, r) => n + r.refundedFen, 0);
      expect(requests.map((r) => r.status)).toEqual(['refunded', 'refunded']);
      const [after] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
      expect(after!.refundedFen).toBe(refunded);
      expect(after!.refundedFen).toBeLessThanOrEqual(share);
      // The money: exactly two 退款 entries, summing to what was refunded.
      const entries = await ledgerSince(b.companyId, mark);
      expect(entries.map((e) => e.kind)).toEqual([3, 3]);
      expect(entries.reduce((n, e) => n + e.amountFen, 0)).toBe(refunded);
      expect(await balanceFen(t, b)).toBe(startBalance + refunded);
      for (const id of ids) expect(await auditCount('aftersale.refund', 'after_sale', id)).toBe(1);
    }
  });

  it('refuses (409) to refund a request whose order was cancelled meanwhile: no money, no audit, no status change', async () => {
    const { b, orderId, line } = await paidScene(4);
    const id = await approvedRequest(b, orderId, line.id, 2);
    // The order is cancelled behind the request's back (the cancel gave every fen back).
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    const before = await balanceFen(t, b);
    const r = await json(`/admin-api/after-sales/${id}/refund`, finance);
    expect(r.statusCode, r.body).toBe(409);
    expect(await balanceFen(t, b)).toBe(before);
    const [req] = await t.db.select().from(afterSales).where(eq(afterSales.id, id));
    expect(req!.status).toBe('approved');
    expect(req!.refundedFen).toBe(0);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.refundedFen).toBe(0);
    expect(await auditCount('aftersale.refund', 'after_sale', id)).toBe(0);
  });
});

describe('a staff cancel racing an after-sales application', () => {
  it('either cancels with all the money back once, or takes the request and refuses the cancel', async () => {
    for (let round = 0; round < 6; round++) {
      const { b, orderId, line } = await paidScene(5);
      const o = await orderRow(t, orderId);
      const start = await balanceFen(t, b);
      const [cancel, applied] = await Promise.all([
        json(`/admin-api/orders/${orderId}/cancel`, finance, { reason: '客户要求' }),
        apply(b, orderId, line.id, 5),
      ]);
      expect([200, 409], cancel.body).toContain(cancel.statusCode);
      expect([200, 409], applied.body).toContain(applied.statusCode);
      const after = await orderRow(t, orderId);
      const requests = await t.db.select().from(afterSales).where(eq(afterSales.orderId, orderId));
      if (after.status === 'cancelled') {
        expect(cancel.statusCode).toBe(200);
        expect(applied.statusCode).toBe(409);
        expect(requests).toHaveLength(0);
        expect(await balanceFen(t, b)).toBe(start + o.payFen);
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(applied.statusCode).toBe(200);
        expect(requests).toHaveLength(1);
        expect(await balanceFen(t, b)).toBe(start);
        // The request can be refunded, once, within the line.
        const r = await json(`/admin-api/after-sales/${requests[0]!.id}/approve`, reviewer, {});
        expect(r.statusCode).toBe(200);
        const paid = await json(`/admin-api/after-sales/${requests[0]!.id}/refund`, finance);
        expect(paid.statusCode, paid.body).toBe(200);
        expect(await balanceFen(t, b)).toBe(
          start + line.amountFen - line.reductionFen - line.couponFen,
        );
      }
      expect(await auditCount('order.cancel', 'order', orderId)).toBe(
        cancel.statusCode === 200 ? 1 : 0,
      );
    }
  });
});

describe('the balance', () => {
  it('a staff deduction racing the buyer paying from the balance: one wins, never below zero, the ledger explains it', async () => {
    for (let round = 0; round < 12; round++) {
      const { b, orderId } = await orderScene(t, { number: 3 });
      const o = await orderRow(t, orderId);
      // Exactly enough for one of the two.
      await t.db
        .update(wallets)
        .set({ balanceFen: o.payFen })
        .where(eq(wallets.companyId, b.companyId));
      const mark = await lastLedgerId();
      const amount = (o.payFen / 100).toFixed(2);
      const [deduct, pay] = await Promise.all([
        json(`/admin-api/companies/${b.companyId}/balance`, finance, {
          type: 'deduct',
          amount,
          reason: '冲正',
          key: key('ded'),
        }),
        post(t, `/api/order/${orderId}/pay`, b, { method: 'balance', key: key('pay') }),
      ]);
      expect([200, 409], deduct.body).toContain(deduct.statusCode);
      // The buyer's refusal for a short balance is the pay route's 400.
      expect([200, 400, 409], pay.body).toContain(pay.statusCode);
      expect([deduct.statusCode, pay.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const balance = await balanceFen(t, b);
      expect(balance).toBe(0);
      const entries = await ledgerSince(b.companyId, mark);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.amountFen).toBe(-o.payFen);
      expect(entries[0]!.balanceAfterFen).toBe(0);
      expect((await orderRow(t, orderId)).status).toBe(pay.statusCode === 200 ? 'paid' : 'unpaid');
      expect(await auditCount('company.balance', 'company', b.companyId)).toBe(
        deduct.statusCode === 200 ? 1 : 0,
      );
    }
  });

  it('refuses odd amount spellings with 422 and books nothing; a padded one books exactly its value', async () => {
    const b = await newBuyer(t, 'amt');
    const start = await balanceFen(t, b);
    const mark = await lastLedgerId();
    const odd = [
      '-0',
      '-0.00',
      '0.001',
      '99999999999',
      '1000000.001',
      '１',
      '٥',
      '1,000',
      '1 000',
      '+5',
      '.5',
      '5.',
      '0x10',
      'Infinity',
      'NaN',
      '1e2',
      '',
      '   ',
    ];
    for (const amount of odd) {
      for (const type of ['recharge', 'deduct']) {
        const r = await json(`/admin-api/companies/${b.companyId}/balance`, finance, {
          type,
          amount,
          reason: '测试',
          key: key('odd'),
        });
        expect(r.statusCode, `${type} ${JSON.stringify(amount)} ${r.body}`).toBe(422);
      }
    }
    for (const amount of [[5], { a: 1 }, null, true, 5]) {
      const r = await json(`/admin-api/companies/${b.companyId}/balance`, finance, {
        type: 'recharge',
        amount,
        reason: '测试',
        key: key('odd'),
      });
      expect(r.statusCode, `${JSON.stringify(amount)} ${r.body}`).toBe(422);
    }
    expect(await ledgerSince(b.companyId, mark)).toHaveLength(0);
    expect(await balanceFen(t, b)).toBe(start);
    expect(await auditCount('company.balance', 'company', b.companyId)).toBe(0);

    // Surrounding spaces are a form's, not a different amount.
    const padded = await json(`/admin-api/companies/${b.companyId}/balance`, finance, {
      type: 'recharge',
      amount: ' 5\u00a0',
      reason: '测试',
      key: key('pad'),
    });
    expect([200, 422], padded.body).toContain(padded.statusCode);
    expect(await balanceFen(t, b)).toBe(start + (padded.statusCode === 200 ? 500 : 0));
  });

  it('a refund into a balance near the column limit is refused or booked, never a 500', async () => {
    const { b, orderId, line } = await paidScene(2);
    const id = await approvedRequest(b, orderId, line.id, 2);
    // Staff recharged the buyer up to the most the balance can hold meanwhile.
    await t.db
      .update(wallets)
      .set({ balanceFen: 2_147_483_647 - 1 })
      .where(eq(wallets.companyId, b.companyId));
    const mark = await lastLedgerId();
    const r = await json(`/admin-api/after-sales/${id}/refund`, finance);
    expect(r.statusCode, r.body).toBeLessThan(500);
    const [req] = await t.db.select().from(afterSales).where(eq(afterSales.id, id));
    const entries = await ledgerSince(b.companyId, mark);
    if (r.statusCode === 200) {
      expect(req!.status).toBe('refunded');
      expect(entries).toHaveLength(1);
    } else {
      expect(r.statusCode).toBe(409);
      expect(req!.status).toBe('approved');
      expect(entries).toHaveLength(0);
      expect(await balanceFen(t, b)).toBe(2_147_483_647 - 1);
      expect(await auditCount('aftersale.refund', 'after_sale', id)).toBe(0);
    }
  });
});
