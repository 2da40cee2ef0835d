import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditEntries, creditLines, creditStatements } from '../../db/schema/index.ts';
import type { TestBuyer } from '../../test/buyers.ts';
import {
  buyer,
  closeNow,
  finance,
  grant,
  json,
  lineOf,
  orders,
  payCredit,
  staffCancel,
  t,
  useCreditApp,
} from '../../test/credit-scene.ts';
import { loginAs } from '../../test/helper.ts';
import { balanceFen, get, key, post } from '../../test/scene.ts';
import { closePeriod } from './closing.ts';
import { reconcileMoney } from './reconcile.ts';
import { addDays, beijingDay } from './rules.ts';

// 账期: overdue and repayment, refunds, races on repayments and closings, a
// line not started, the demo's line; the money reconciliation at the end.
// Run with TEST_DATABASE_URL too.

useCreditApp();

describe('overdue, repayment and refunds', () => {
  it('overdue past the grace period blocks credit but not the balance; repaying unblocks', async () => {
    const b = await buyer('crlate');
    const { ids, fen } = await orders(b, 3);
    await grant(b.companyId, { limit: '100000' });
    expect((await payCredit(b, ids[0]!)).statusCode).toBe(200);
    const s = (await closeNow(b.companyId)).json().data;
    await t.db
      .update(creditStatements)
      .set({ dueDate: addDays(beijingDay(), -40) })
      .where(eq(creditStatements.id, s.id));
    const c = (await get(t, '/api/user/credit', b)).json().data;
    expect(c).toMatchObject({ blocked: 1, overdue_amount: (fen / 100).toFixed(2) });
    // Finance's dashboard sums what 应收账龄 lists; repaying takes it off.
    const figures = async () => {
      const read = (url: string) =>
        t.app.inject({ url, headers: finance }).then((r) => r.json().data);
      const [board, aged] = await Promise.all([
        read('/admin-api/dashboard'),
        read('/admin-api/credit/receivables'),
      ]);
      expect(board.credit).toEqual({
        used: aged.total.used,
        overdue: aged.total.overdue,
        overdue_companies: aged.data.filter((r: { overdue: string }) => r.overdue !== '0.00')
          .length,
      });
      return board.credit as { overdue: string; overdue_companies: number };
    };
    const overdue = await figures();
    expect(overdue.overdue_companies).toBeGreaterThanOrEqual(1);
    const refused = await payCredit(b, ids[1]!);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('已逾期 40 天');
    const byBalance = await post(t, `/api/order/${ids[1]}/pay`, b, {
      method: 'balance',
      key: key('b'),
    });
    expect(byBalance.statusCode).toBe(200);
    // Bad amounts, then more than is owed, then the whole of it.
    for (const amount of ['-1', '0', '1e3', 'abc', '0.001', '99999999999'])
      expect((await post(t, `/api/user/statements/${s.id}/repay`, b, { amount })).statusCode).toBe(
        422,
      );
    expect(
      (
        await post(t, `/api/user/statements/${s.id}/repay`, b, {
          amount: ((fen + 1) / 100).toFixed(2),
        })
      ).statusCode,
    ).toBe(400);
    // In a JSON body: numbers that are no amount are refused; one that is, repays.
    const repayJson = (amount: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/statements/${s.id}/repay`,
        headers: { ...b.headers, ...json },
        payload: JSON.stringify({ amount }),
      });
    for (const amount of [-1, 0, 0.001, 1e21, null, true])
      expect((await repayJson(amount)).statusCode, String(amount)).toBe(422);
    const before = await balanceFen(t, b);
    const repaid = await repayJson(fen / 100);
    expect(repaid.json().data, repaid.body).toMatchObject({ outstanding: '0.00' });
    expect(await balanceFen(t, b)).toBe(before - fen);
    expect(
      (await post(t, `/api/user/statements/${s.id}/repay`, b, { amount: '1' })).statusCode,
    ).toBe(409);
    expect((await get(t, '/api/user/credit', b)).json().data).toMatchObject({
      blocked: 0,
      used: '0.00',
    });
    const repaidFigures = await figures();
    expect(Number(overdue.overdue) - Number(repaidFigures.overdue)).toBeCloseTo(fen / 100, 2);
    expect(repaidFigures.overdue_companies).toBe(overdue.overdue_companies - 1);
    expect((await payCredit(b, ids[2]!)).statusCode).toBe(200);
  });

  it('refunds give the credit back and appear in the next statement', async () => {
    const b = await buyer('crrefund');
    const { ids, fen } = await orders(b, 1);
    await grant(b.companyId, { limit: '100000' });
    expect((await payCredit(b, ids[0]!)).statusCode).toBe(200);
    expect((await lineOf(b.companyId)).usedFen).toBe(fen);
    const cancel = await staffCancel(ids[0]!);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await lineOf(b.companyId)).usedFen).toBe(0);
    const s = (await closeNow(b.companyId)).json().data;
    expect(s).toMatchObject({
      charges: (fen / 100).toFixed(2),
      refunds: (fen / 100).toFixed(2),
      closing: '0.00',
    });
    const lines = (await get(t, `/api/user/statements/${s.id}`, b)).json().data.lines;
    expect(lines.map((l: { kind: string }) => l.kind)).toEqual(['charge', 'refund']);
  });
});

describe('at once', () => {
  it('repays of the whole statement at once take it once; cancels at once give back once', async () => {
    const b = await buyer('cronce');
    const { ids, fen } = await orders(b, 2);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids) expect((await payCredit(b, id)).statusCode).toBe(200);
    const s = (await closeNow(b.companyId)).json().data;
    const before = await balanceFen(t, b);
    const whole = ((2 * fen) / 100).toFixed(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(t, `/api/user/statements/${s.id}/repay`, b, { amount: whole }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await balanceFen(t, b)).toBe(before - 2 * fen);
    const cancels = await Promise.all(Array.from({ length: 4 }, () => staffCancel(ids[0]!)));
    expect(cancels.filter((c) => c.statusCode === 200)).toHaveLength(1);
    // Repaid already: the refund goes to the balance, once.
    expect(await balanceFen(t, b)).toBe(before - fen);
    expect((await lineOf(b.companyId)).usedFen).toBe(0);
    expect(await reconcileMoney(t.db)).toEqual([]);
  });
});

describe('a line not started yet', () => {
  it('has no period to close: 立即出账 is refused and no statement is made', async () => {
    const b = await buyer('crlater');
    await grant(b.companyId, { limit: '1000', start_date: addDays(beijingDay(), 10) });
    const res = await closeNow(b.companyId);
    expect(res.statusCode, res.body).toBe(409);
    const rows = await t.db
      .select()
      .from(creditStatements)
      .where(eq(creditStatements.companyId, b.companyId));
    expect(rows).toHaveLength(0);
  });
});

describe('a refund after the statement closed', () => {
  it('the statement never shows more outstanding than the company owes, and that much repays', async () => {
    const b = await buyer('crafter');
    const { ids, fen } = await orders(b, 2);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids) expect((await payCredit(b, id)).statusCode).toBe(200);
    const s = (await closeNow(b.companyId)).json().data;
    const cancel = await staffCancel(ids[0]!);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await lineOf(b.companyId)).usedFen).toBe(fen);
    const shown = (await get(t, `/api/user/statements/${s.id}`, b)).json().data;
    expect(shown.outstanding).toBe((fen / 100).toFixed(2));
    const repaid = await post(t, `/api/user/statements/${s.id}/repay`, b, {
      amount: shown.outstanding,
    });
    expect(repaid.json().data, repaid.body).toMatchObject({ outstanding: '0.00' });
    expect((await lineOf(b.companyId)).usedFen).toBe(0);
  });
});

describe('two closers at once', () => {
  it('a missed period and 立即出账 closing together keep the opening chain', async () => {
    const b = await buyer('crtwo');
    const { ids } = await orders(b, 2);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids) expect((await payCredit(b, id)).statusCode).toBe(200);
    // The charges were made before yesterday's cutoff: the missed period holds them.
    const yesterday = addDays(beijingDay(), -1);
    await t.db
      .update(creditEntries)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(creditEntries.companyId, b.companyId));
    const line = await lineOf(b.companyId);
    await Promise.all([
      closePeriod(t.db, line, yesterday, new Date(Date.now() - 86_400_000)),
      closeNow(b.companyId),
    ]);
    const rows = await t.db
      .select()
      .from(creditStatements)
      .where(eq(creditStatements.companyId, b.companyId))
      .orderBy(creditStatements.periodEnd);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.openingFen).toBe(rows[i - 1]!.closingFen);
    expect(rows.at(-1)!.closingFen).toBe(line.usedFen);
  });
});

describe('a repayment committed after its statement closed', () => {
  it('counts for the statement though its transaction began before the cutoff', async () => {
    const b = await buyer('crlate2');
    const { ids, fen } = await orders(b, 3);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids.slice(0, 2)) expect((await payCredit(b, id)).statusCode).toBe(200);
    const s = (await closeNow(b.companyId)).json().data;
    const repaid = await post(t, `/api/user/statements/${s.id}/repay`, b, {
      amount: (fen / 100).toFixed(2),
    });
    expect(repaid.json().data.outstanding, repaid.body).toBe((fen / 100).toFixed(2));
    // As a transaction that began before the cutoff stamps it: earlier than the statement closed.
    await t.db
      .update(creditEntries)
      .set({ createdAt: new Date(new Date(s.closed_at).getTime() - 1000) })
      .where(and(eq(creditEntries.companyId, b.companyId), eq(creditEntries.kind, 'repay')));
    // An order of the next period keeps the line's used above what the statement has left.
    expect((await payCredit(b, ids[2]!)).statusCode).toBe(200);
    const shown = (await get(t, `/api/user/statements/${s.id}`, b)).json().data;
    expect(shown.outstanding).toBe((fen / 100).toFixed(2));
  });
});

describe('demo', () => {
  it('demo has a credit line and one closed statement of its credit orders', async () => {
    const demo = { headers: await loginAs(t, 'demo') } as unknown as TestBuyer;
    const c = (await get(t, '/api/user/credit', demo)).json().data;
    expect(c).toMatchObject({ has_line: 1, terms: 'monthly', blocked: 0 });
    const list = (await get(t, '/api/user/statements', demo)).json().data.data;
    expect(list).toHaveLength(1);
    const detail = (await get(t, `/api/user/statements/${list[0].id}`, demo)).json().data;
    expect(detail.lines).toHaveLength(2);
    expect(detail.closing).toBe(c.used);
    // demo_caigou orders for demo but may not pay: demo's debts are not its to read.
    const caigou = { headers: await loginAs(t, 'demo_caigou') } as unknown as TestBuyer;
    for (const url of [
      '/api/user/credit',
      '/api/user/statements',
      `/api/user/statements/${list[0].id}/pdf`,
    ])
      expect((await get(t, url, caigou)).statusCode, url).toBe(403);
  });
});

describe('money reconciliation', () => {
  it('balance ledgers, credit used, statements and payments add up to the fen', async () => {
    const problems = await reconcileMoney(t.db);
    expect(problems).toEqual([]);
    // The check can fail: a credit line moved without an entry is caught.
    const b = await buyer('crbroken');
    await grant(b.companyId, { limit: '10' });
    await t.db
      .update(creditLines)
      .set({ usedFen: sql`${creditLines.usedFen} + 1` })
      .where(eq(creditLines.companyId, b.companyId));
    expect((await reconcileMoney(t.db)).join('\n')).toContain(
      `company ${b.companyId}: credit used 1`,
    );
    await t.db
      .update(creditLines)
      .set({ usedFen: 0 })
      .where(eq(creditLines.companyId, b.companyId));
  });
});
