import { eq, sql } from 'drizzle-orm';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { creditEntries, creditLines } from '../../db/schema/index.ts';
import {
  buyer,
  closeNow,
  finance,
  grant,
  json,
  lineOf,
  orders,
  payCredit,
  t,
  useCreditApp,
} from '../../test/credit-scene.ts';
import { staffLogin } from '../../test/helper.ts';
import { get, key, post } from '../../test/scene.ts';
import { startServer, stopServers } from '../../test/server-process.ts';
import { closePeriod } from './closing.ts';
import { reconcileMoney } from './reconcile.ts';
import { addDays, beijingDay } from './rules.ts';

// 账期 end to end through HTTP: granting, paying on account under
// concurrency (one process, and two on PostgreSQL), statements closed while
// orders are paid, confirm and dispute, other companies' statements, and the
// money reconciliation at the end. Run with TEST_DATABASE_URL too.
// Repayment, overdue and refunds: credit-repay.test.ts.

useCreditApp();

describe('credit line and pay on account', () => {
  it('a company without a line sees limit 0 and cannot pay on credit', async () => {
    const b = await buyer('crnone');
    const c = await get(t, '/api/user/credit', b);
    expect(c.json().data).toMatchObject({
      has_line: 0,
      limit: '0.00',
      available: '0.00',
      blocked: 0,
    });
    const { ids } = await orders(b, 1);
    const res = await payCredit(b, ids[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('尚未开通账期');
  });

  it('finance grants a line (audited), refuses bad input, the buyer sees it', async () => {
    const b = await buyer('crgrant');
    for (const bad of [
      { limit: '-5' },
      { limit: '1e9' },
      { limit: '20000000.01' },
      { limit: '99999999.99' },
      { statement_day: 29 },
      { start_date: '2026-02-30' },
      { terms: 'constructor' },
      { __proto__: { limit: '1' }, limit: 'x' },
    ]) {
      const res = await grant(b.companyId, { limit: '100', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await grant(999_999, { limit: '100' })).statusCode).toBe(404);
    const op = await staffLogin(t, 'operator');
    expect((await grant(b.companyId, { limit: '100' }, op)).statusCode).toBe(403);
    const ok = await grant(b.companyId, { limit: '5000.50', statement_day: 5 });
    expect(ok.json(), ok.body).toMatchObject({ code: 10000, data: { limit: '5000.50' } });
    const c = (await get(t, '/api/user/credit', b)).json().data;
    expect(c).toMatchObject({ has_line: 1, limit: '5000.50', used: '0.00', available: '5000.50' });
    expect(c.next_statement_date).toMatch(/^\d{4}-\d{2}-05$/);
    const audit = await t.app.inject({
      url: `/admin-api/audit-log?action=credit.grant&target_id=${b.companyId}`,
      headers: await staffLogin(t, 'admin'),
    });
    expect(audit.json().data.total ?? audit.json().data.data.length).toBeGreaterThan(0);
  });

  it('20 concurrent credit orders never take more than the limit', async () => {
    const b = await buyer('crrace');
    const { ids, fen } = await orders(b, 20);
    await grant(b.companyId, { limit: ((fen * 7 + fen / 2) / 100).toFixed(2) });
    const answers = await Promise.all(ids.map((id) => payCredit(b, id)));
    const paid = answers.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(7);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect(r.json().msg).toContain('可用账期额度不足');
    const line = await lineOf(b.companyId);
    expect(line.usedFen).toBe(7 * fen);
    expect(line.usedFen).toBeLessThanOrEqual(line.limitFen);
    // The same key answers the same, and takes nothing more.
    const first = ids[answers.findIndex((r) => r.statusCode === 200)]!;
    const again = await payCredit(b, first, 'same-key');
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds across two server processes sharing PostgreSQL',
    async () => {
      const b = await buyer('crtwo');
      const { ids, fen } = await orders(b, 20);
      await grant(b.companyId, { limit: ((fen * 9) / 100).toFixed(2) });
      const servers = await Promise.all([startServer(t.databaseUrl!), startServer(t.databaseUrl!)]);
      try {
        const codes = await Promise.all(
          ids.map(async (id, i) => {
            const res = await fetch(`${servers[i % 2]!.url}/api/order/${id}/pay`, {
              method: 'POST',
              headers: { ...b.headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: qs.stringify({ method: 'credit', key: key('two') }),
            });
            return ((await res.json()) as { code: number }).code;
          }),
        );
        expect(codes.filter((c) => c === 10000)).toHaveLength(9);
      } finally {
        await stopServers(servers);
      }
      expect((await lineOf(b.companyId)).usedFen).toBe(9 * fen);
    },
    180_000,
  );
});

describe('statements', () => {
  it('a statement closed while orders are paid on credit holds each order in exactly one period', async () => {
    const b = await buyer('crclose');
    const { ids, fen } = await orders(b, 10);
    await grant(b.companyId, { limit: '100000' });
    const line = await lineOf(b.companyId);
    const tomorrow = addDays(beijingDay(), 1);
    const [, ...answers] = await Promise.all([
      (async () => {
        await new Promise((r) => setTimeout(r, 5));
        return closePeriod(t.db, line, beijingDay(), new Date());
      })(),
      ...ids.map((id) => payCredit(b, id)),
    ]);
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    await closePeriod(t.db, line, tomorrow, new Date());
    // A second closer of the same period does nothing.
    expect(await closePeriod(t.db, line, tomorrow, new Date())).toBeNull();
    const entries = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.companyId, b.companyId));
    expect(entries).toHaveLength(10);
    for (const e of entries) expect(e.statementId).not.toBeNull();
    const list = (await get(t, '/api/user/statements', b)).json().data.data;
    expect(list).toHaveLength(2);
    const charged = list.reduce((n: number, s: { charges: string }) => n + Number(s.charges), 0);
    expect(Math.round(charged * 100)).toBe(10 * fen);
    expect(list[0].closing).toBe(((10 * fen) / 100).toFixed(2));
  });

  it('the buyer reads, downloads, disputes and confirms; another company gets 404', async () => {
    const b = await buyer('crdoc');
    const other = await buyer('crother');
    const { ids } = await orders(b, 2);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids) expect((await payCredit(b, id)).statusCode).toBe(200);
    const closed = await closeNow(b.companyId);
    expect(closed.json(), closed.body).toMatchObject({ code: 10000 });
    expect((await closeNow(b.companyId)).statusCode).toBe(409);
    const id = closed.json().data.id;
    const detail = (await get(t, `/api/user/statements/${id}`, b)).json().data;
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]).toMatchObject({ kind: 'charge', kind_text: '挂账' });
    for (const url of ['', '/pdf', '/xlsx'])
      expect((await get(t, `/api/user/statements/${id}${url}`, other)).statusCode).toBe(404);
    expect((await post(t, `/api/user/statements/${id}/confirm`, other)).statusCode).toBe(404);
    expect(
      (
        await post(t, `/api/user/statements/${id}/dispute`, other, {
          line_id: detail.lines[0].id,
          note: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(t, `/api/user/statements/${id}/repay`, other, { amount: '1' })).statusCode,
    ).toBe(404);
    const pdf = await get(t, `/api/user/statements/${id}/pdf`, b);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await get(t, `/api/user/statements/${id}/xlsx`, b);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // A line of another statement, or a missing one, is not this statement's.
    expect(
      (
        await post(t, `/api/user/statements/${id}/dispute`, b, {
          line_id: 2_000_000,
          note: '金额不对',
        })
      ).statusCode,
    ).toBe(404);
    const disputed = await post(t, `/api/user/statements/${id}/dispute`, b, {
      line_id: detail.lines[1].id,
      note: '该订单已部分退货',
    });
    expect(disputed.json().data).toMatchObject({ status: 'disputed' });
    expect((await post(t, `/api/user/statements/${id}/confirm`, b)).statusCode).toBe(409);
    const open = await t.app.inject({ url: '/admin-api/credit/disputes', headers: finance });
    const mine = open.json().data.data.find((d: { id: number }) => d.id === detail.lines[1].id);
    expect(mine).toMatchObject({ dispute_note: '该订单已部分退货', company_id: b.companyId });
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/credit/disputes/${mine.id}/resolve`,
      headers: { ...finance, ...json },
      payload: { answer: '已核实，退货款将在退货入库后冲减' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    // Answered already: 409; a line never disputed, or none at all: 404.
    for (const [lineId, status] of [
      [mine.id, 409],
      [detail.lines[0].id, 404],
      [2_000_000, 404],
    ]) {
      const again = await t.app.inject({
        method: 'POST',
        url: `/admin-api/credit/disputes/${lineId}/resolve`,
        headers: { ...finance, ...json },
        payload: { answer: '再次处理' },
      });
      expect(again.statusCode, `${lineId}: ${again.body}`).toBe(status);
    }
    const confirmed = await post(t, `/api/user/statements/${id}/confirm`, b);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', status_text: '已确认' });
  });
});

describe('confirm and dispute at once', () => {
  it('never leaves a disputed line on a confirmed statement', async () => {
    const b = await buyer('crrace');
    const { ids } = await orders(b, 2);
    await grant(b.companyId, { limit: '100000' });
    for (const id of ids) expect((await payCredit(b, id)).statusCode).toBe(200);
    const id = (await closeNow(b.companyId)).json().data.id;
    const lines = (await get(t, `/api/user/statements/${id}`, b)).json().data.lines;
    const answers = await Promise.all([
      post(t, `/api/user/statements/${id}/confirm`, b),
      ...lines.map((l: { id: number }) =>
        post(t, `/api/user/statements/${id}/dispute`, b, { line_id: l.id, note: '数量不对' }),
      ),
    ]);
    const after = (await get(t, `/api/user/statements/${id}`, b)).json().data;
    const disputed = after.lines.filter((l: { disputed: number }) => l.disputed === 1);
    if (after.status === 'confirmed') expect(disputed).toHaveLength(0);
    else expect(after.status).toBe('disputed');
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(
      after.status === 'confirmed' ? 1 : disputed.length,
    );
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
