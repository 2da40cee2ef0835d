import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/company.ts';
import { creditEntries, creditLines } from '../../db/schema/credit.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { receivables } from '../credit/index.ts';

// Finance's figures on the dashboard (待确认到账, 账期欠款): only for the roles
// that may see them, and 账期欠款 in a fixed number of reads however many
// companies owe (it is finance's landing page). From a hostile review.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

const sessions = new Map<string, Record<string, string>>();
const session = async (who: string) => {
  if (!sessions.has(who)) sessions.set(who, await staffLogin(t, who));
  return sessions.get(who)!;
};
const dashboard = async (who: string) =>
  (await t.app.inject({ url: '/admin-api/dashboard', headers: await session(who) })).json().data;

describe('finance figures on the dashboard', () => {
  it('only roles with transfers / credit get them', async () => {
    for (const who of ['operator', 'reviewer', 'warehouse', 'service', 'quality']) {
      const d = await dashboard(who);
      expect(d.transfers, who).toBeUndefined();
      expect(d.credit, who).toBeUndefined();
    }
    for (const who of ['finance', 'admin']) {
      const d = await dashboard(who);
      expect(d.transfers, who).toBeDefined();
      expect(d.credit, who).toBeDefined();
    }
  });

  it('the transfers list matches a backslash keyword literally', async () => {
    const finance = await session('finance');
    for (const kw of ['%5C', '%5C%25', 'a%5C_'])
      expect(
        (
          await t.app.inject({
            url: `/admin-api/transfers?view=all&keyword=${kw}`,
            headers: finance,
          })
        ).json().data.total,
        kw,
      ).toBe(0);
  });

  it('reads 账期欠款 in a fixed number of queries for N companies', async () => {
    const N = 40;
    const usedBefore = Number((await dashboard('finance')).credit.used);
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const [c] = await t.db
        .insert(companies)
        .values({ name: `账期审阅${i}`, review: 'approved', region: '北京市', address: 'x' })
        .returning({ id: companies.id });
      ids.push(c!.id);
    }
    await t.db.insert(creditLines).values(
      ids.map((companyId) => ({
        companyId,
        limitFen: 10_000_000,
        usedFen: 10_000,
        terms: 'monthly',
        statementDay: 1,
        payDays: 30,
        startDate: '2026-01-01',
      })),
    );
    await t.db
      .insert(creditEntries)
      .values(ids.map((companyId) => ({ companyId, kind: 'charge', amountFen: 10_000 })));

    let selects = 0;
    const counting = new Proxy(t.db, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop === 'select' && typeof v === 'function')
          return (...a: unknown[]) => {
            selects++;
            return v.apply(target, a);
          };
        return typeof v === 'function' ? v.bind(target) : v;
      },
    }) as Db;
    await receivables(counting);
    const d = await dashboard('finance');
    expect(Number(d.credit.used) - usedBefore).toBeCloseTo(N * 100, 2);
    expect(selects).toBeLessThanOrEqual(4);
  });
});
