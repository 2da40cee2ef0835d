import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, pointsLedger } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Staff add and deduct a buyer's points as they do its balance: the
// 'balance' permission, a reason each time, once per request key, never
// below zero, audited; the ledger always sums to the points.

type Headers = Record<string, string>;
let t: TestApp;
let finance: Headers;
let admin: Headers;
let keys = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  finance = await staffLogin(t, 'finance');
  admin = await staffLogin(t, 'admin');
});
afterAll(() => t?.close());

const key = () => `pts-${Date.now()}-${++keys}`;
const adjust = (companyId: number, payload: object, headers: Headers = finance) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/companies/${companyId}/points`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
const buyer = async (prefix: string) => (await makeBuyers(t.db, 1, prefix))[0] as TestBuyer;
const pointsOf = async (companyId: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.points;
const ledgerOf = (companyId: number) =>
  t.db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId))
    .orderBy(pointsLedger.id);
async function expectLedgerSumsToBalance(companyId: number) {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  expect(row!.sum).toBe(await pointsOf(companyId));
}
const auditOf = async (id: number) =>
  (
    await t.app.inject({
      url: `/admin-api/audit-log?action=company.points&target_id=${id}`,
      headers: admin,
    })
  ).json().data.data;

describe('积分调整', () => {
  it('adds and deducts with the reason; the buyer and the console see the entries', async () => {
    const b = await buyer('ptsok');
    const up = await adjust(b.companyId, {
      type: 'add',
      points: 500,
      reason: '老客户积分补录',
      key: key(),
    });
    expect(up.json(), up.body).toMatchObject({
      code: 10000,
      msg: '积分已调整',
      data: { points: 500 },
    });
    const down = await adjust(b.companyId, {
      type: 'deduct',
      points: 120,
      reason: '误发冲正',
      key: key(),
    });
    expect(down.json().data.points).toBe(380);

    const mine = (await t.app.inject({ url: '/api/user/points/log', headers: b.headers })).json()
      .data;
    expect(mine).toMatchObject({ points: 380, total: 2 });
    expect(mine.data).toMatchObject([
      { points: -120, balance: 380, type: 3, type_text: '积分调整', remark: '误发冲正' },
      { points: 500, balance: 500, type: 3, remark: '老客户积分补录' },
    ]);
    const staffView = (
      await t.app.inject({
        url: `/admin-api/companies/${b.companyId}/points-log?page_size=1`,
        headers: await staffLogin(t, 'service'),
      })
    ).json().data;
    expect(staffView).toMatchObject({ total: 2, per_page: 1, last_page: 2, points: 380 });
    expect(staffView.data[0].remark).toBe('误发冲正');

    const entries = await auditOf(b.companyId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      username: 'finance',
      before: { points: 0 },
      after: { points: 500, type: 'add', amount: 500, reason: '老客户积分补录' },
    });
    expect(entries[0]).toMatchObject({
      before: { points: 500 },
      after: { points: 380, type: 'deduct', amount: 120, reason: '误发冲正' },
    });
    expect(entries[0].after.ledger_id).toBe((await ledgerOf(b.companyId))[1]!.id);
    await expectLedgerSumsToBalance(b.companyId);
  });

  it('never deducts below zero (409): 6 deductions of 40 at once from 100 leave 20', async () => {
    const b = await buyer('ptsrace');
    await adjust(b.companyId, { type: 'add', points: 100, reason: '赠送', key: key() });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        adjust(b.companyId, { type: 'deduct', points: 40, reason: '并发扣减', key: key() }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().msg).toBe('积分不足，扣减后积分不能小于 0');
    expect(await pointsOf(b.companyId)).toBe(20);
    expect((await ledgerOf(b.companyId)).every((e) => e.pointsAfter >= 0)).toBe(true);
    expect(await auditOf(b.companyId)).toHaveLength(3);
    await expectLedgerSumsToBalance(b.companyId);
  });

  it('books one entry for one key, retried or sent three times at once', async () => {
    const b = await buyer('ptskey');
    const body = { type: 'add', points: 50, reason: '活动奖励', key: key() };
    await adjust(b.companyId, body);
    expect((await adjust(b.companyId, body)).json()).toMatchObject({ data: { points: 50 } });
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => adjust(b.companyId, { ...body, key: k })),
    );
    for (const r of answers) expect(r.json(), r.body).toMatchObject({ code: 10000 });
    expect(await pointsOf(b.companyId)).toBe(100);
    expect(await ledgerOf(b.companyId)).toHaveLength(2);
    const clash = await adjust(b.companyId, { ...body, key: k, points: 60 });
    expect(clash.statusCode).toBe(409);
    expect(await pointsOf(b.companyId)).toBe(100);
  });
});

describe('refusals', () => {
  it('answers 422 naming the field, and 404 for an unknown buyer, changing nothing', async () => {
    const b = await buyer('ptsbad');
    const good = { type: 'add', points: 10, reason: '补录', key: key() };
    const bad: [object, string][] = [
      [{ ...good, points: 0 }, 'points'],
      [{ ...good, points: -5 }, 'points'],
      [{ ...good, points: 1.5 }, 'points'],
      [{ ...good, points: '1e3' }, 'points'],
      [{ ...good, points: 1_000_001 }, 'points'],
      [{ ...good, reason: '' }, 'reason'],
      [{ ...good, reason: '   ' }, 'reason'],
      [{ type: 'add', points: 1, key: key() }, 'reason'],
      [{ ...good, reason: 'x'.repeat(201) }, 'reason'],
      [{ ...good, type: 'gift' }, 'type'],
      [{ ...good, key: 'short' }, 'key'],
      [{ ...good, company_id: 1 }, 'company_id'],
    ];
    for (const [payload, field] of bad) {
      const r = await adjust(b.companyId, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    expect(await ledgerOf(b.companyId)).toHaveLength(0);
    expect(await auditOf(b.companyId)).toHaveLength(0);
    expect((await adjust(999_999, good)).statusCode).toBe(404);
    const log = await t.app.inject({
      url: '/admin-api/companies/999999/points-log',
      headers: admin,
    });
    expect(log.statusCode).toBe(404);
    const badPage = await t.app.inject({
      url: `/admin-api/companies/${b.companyId}/points-log?page=0`,
      headers: admin,
    });
    expect(badPage.statusCode).toBe(422);
  });

  it('is for finance and the 超级管理员 only (403 before the body is read)', async () => {
    const b = await buyer('ptsrole');
    for (const who of ['operator', 'reviewer', 'warehouse', 'service']) {
      const r = await adjust(
        b.companyId,
        { type: 'add', points: 1, reason: '补录', key: key() },
        await staffLogin(t, who),
      );
      expect(r.statusCode, who).toBe(403);
    }
    expect((await adjust(b.companyId, { x: 1 }, await staffLogin(t, 'service'))).statusCode).toBe(
      403,
    );
    const byAdmin = await adjust(
      b.companyId,
      { type: 'add', points: 1, reason: '补录', key: key() },
      admin,
    );
    expect(byAdmin.json().data.points).toBe(1);
    expect(await ledgerOf(b.companyId)).toHaveLength(1);
  });
});
