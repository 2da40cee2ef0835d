import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Staff recharge and deduct a buyer's balance: an entry with the reason each
// time, once per request key, never below zero, and the ledger always sums
// to the balance. Run with TEST_DATABASE_URL for real concurrency.

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

const key = () => `bal-${Date.now()}-${++keys}`;
const adjust = (companyId: number, payload: object, headers: Headers = finance) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/companies/${companyId}/balance`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

/** A buyer whose balance starts at zero, so its whole ledger explains it. */
async function emptyBuyer(prefix: string) {
  const [b] = (await makeBuyers(t.db, 1, prefix)) as [TestBuyer];
  await t.db.update(wallets).set({ balanceFen: 0 }).where(eq(wallets.companyId, b.companyId));
  return b;
}

const balanceOf = async (companyId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]?.balanceFen ?? 0;
const ledgerOf = (companyId: number) =>
  t.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.companyId, companyId))
    .orderBy(walletLedger.id);
async function expectLedgerSumsToBalance(companyId: number) {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${walletLedger.amountFen}), 0)::int` })
    .from(walletLedger)
    .where(eq(walletLedger.companyId, companyId));
  expect(row!.sum).toBe(await balanceOf(companyId));
}
const auditOf = async (id: number) =>
  (
    await t.app.inject({
      url: `/admin-api/audit-log?action=company.balance&target_id=${id}`,
      headers: admin,
    })
  ).json().data.data;

describe('recharging and deducting', () => {
  it('books exact amounts with the reason; the buyer sees 充值 and 扣减 in its ledger', async () => {
    const b = await emptyBuyer('balok');
    const up = await adjust(b.companyId, {
      type: 'recharge',
      amount: '12.50',
      reason: '线下转账 202611',
      key: key(),
    });
    expect(up.json(), up.body).toMatchObject({ code: 10000, data: { balance: '12.50' } });
    const down = await adjust(b.companyId, {
      type: 'deduct',
      amount: '2.25',
      reason: '多充冲正',
      key: key(),
    });
    expect(down.json().data.balance).toBe('10.25');
    expect(await balanceOf(b.companyId)).toBe(1025);

    const log = (await t.app.inject({ url: '/api/user/user-money/log', headers: b.headers })).json()
      .data.data;
    expect(log).toMatchObject([
      { amount: '-2.25', balance: '10.25', use_type: 4, use_type_text: '扣减', remark: '多充冲正' },
      {
        amount: '12.50',
        balance: '12.50',
        use_type: 1,
        use_type_text: '充值',
        remark: '线下转账 202611',
      },
    ]);
    const only = (
      await t.app.inject({ url: '/api/user/user-money/log?use_type=4', headers: b.headers })
    ).json().data.data;
    expect(only).toHaveLength(1);
    const money = (await t.app.inject({ url: '/api/user/user-money', headers: b.headers })).json()
      .data;
    expect(money).toMatchObject({ balance: '10.25', total_recharge: '12.50' });
    await expectLedgerSumsToBalance(b.companyId);

    const entries = await auditOf(b.companyId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      username: 'finance',
      before: { balance: '0.00' },
      after: { balance: '12.50', type: 'recharge', amount: '12.50', reason: '线下转账 202611' },
    });
    expect(entries[0]).toMatchObject({
      before: { balance: '12.50' },
      after: { balance: '10.25', type: 'deduct', amount: '2.25' },
    });
  });

  it('never deducts below zero: 10 deductions of 30.00 at once from 100.00 leave 10.00', async () => {
    const b = await emptyBuyer('balrace');
    await adjust(b.companyId, { type: 'recharge', amount: '100.00', reason: '充值', key: key() });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        adjust(b.companyId, { type: 'deduct', amount: '30.00', reason: '并发扣减', key: key() }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().msg).toBe('余额不足，扣减后余额不能小于 0');
    expect(await balanceOf(b.companyId)).toBe(1000);
    const ledger = await ledgerOf(b.companyId);
    expect(ledger.filter((e) => e.kind === 4)).toHaveLength(3);
    expect(ledger.every((e) => e.balanceAfterFen >= 0)).toBe(true);
    await expectLedgerSumsToBalance(b.companyId);
    expect(await auditOf(b.companyId)).toHaveLength(4);
  });

  it('books one entry for one key, sent twice in a row or five times at once', async () => {
    const b = await emptyBuyer('balkey');
    const k = key();
    const body = { type: 'recharge', amount: '50.00', reason: '对公转账', key: k };
    expect((await adjust(b.companyId, body)).json().data.balance).toBe('50.00');
    const replay = await adjust(b.companyId, body);
    expect(replay.json(), replay.body).toMatchObject({ code: 10000, data: { balance: '50.00' } });

    const k2 = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => adjust(b.companyId, { ...body, key: k2 })),
    );
    for (const r of answers) expect(r.json(), r.body).toMatchObject({ code: 10000 });
    expect(await balanceOf(b.companyId)).toBe(10_000);
    expect(await ledgerOf(b.companyId)).toHaveLength(2);
    expect(await auditOf(b.companyId)).toHaveLength(2);
    // The key of another adjustment is not taken for a different one.
    const clash = await adjust(b.companyId, { ...body, amount: '60.00' });
    expect(clash.statusCode).toBe(409);
    expect(await balanceOf(b.companyId)).toBe(10_000);
    await expectLedgerSumsToBalance(b.companyId);
  });
});

describe('refusals', () => {
  it('answers 422 for bad input and changes nothing', async () => {
    const b = await emptyBuyer('balbad');
    const good = { type: 'recharge', amount: '10.00', reason: '充值', key: key() };
    const bad: [object, string][] = [
      [{ ...good, amount: '-1.00' }, 'amount'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, amount: '0.00' }, 'amount'],
      [{ ...good, amount: '1.234' }, 'amount'],
      [{ ...good, amount: '1e3' }, 'amount'],
      [{ ...good, amount: 12.5 }, 'amount'],
      [{ ...good, amount: '1000000.01' }, 'amount'],
      [{ ...good, reason: '' }, 'reason'],
      [{ ...good, reason: '   ' }, 'reason'],
      [{ type: 'recharge', amount: '1.00', key: key() }, 'reason'],
      [{ ...good, type: 'gift' }, 'type'],
      [{ ...good, key: undefined }, 'key'],
      [{ ...good, key: 'short' }, 'key'],
      [{ ...good, company_id: 1 }, 'company_id'],
    ];
    for (const [payload, field] of bad) {
      const r = await adjust(b.companyId, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    expect(await ledgerOf(b.companyId)).toHaveLength(0);
    expect(await balanceOf(b.companyId)).toBe(0);
    expect(await auditOf(b.companyId)).toHaveLength(0);
    expect((await adjust(999_999, good)).statusCode).toBe(404);
  });

  it('refuses a deduction beyond the balance (409) and every role without balance (403)', async () => {
    const b = await emptyBuyer('balrole');
    await adjust(b.companyId, { type: 'recharge', amount: '5.00', reason: '充值', key: key() });
    const over = await adjust(b.companyId, {
      type: 'deduct',
      amount: '5.01',
      reason: '扣减',
      key: key(),
    });
    expect(over.statusCode).toBe(409);
    for (const who of ['operator', 'reviewer', 'warehouse', 'service']) {
      const r = await adjust(
        b.companyId,
        { type: 'recharge', amount: '1.00', reason: '充值', key: key() },
        await staffLogin(t, who),
      );
      expect(r.statusCode, who).toBe(403);
    }
    // Refused before the body is read: a bad body is still 403.
    expect(
      (await adjust(b.companyId, { nonsense: 1 }, await staffLogin(t, 'service'))).statusCode,
    ).toBe(403);
    expect(await balanceOf(b.companyId)).toBe(500);
    expect(await ledgerOf(b.companyId)).toHaveLength(1);
    expect(await auditOf(b.companyId)).toHaveLength(1);
    // The 超级管理员 may.
    const byAdmin = await adjust(
      b.companyId,
      { type: 'deduct', amount: '5.00', reason: '清零', key: key() },
      admin,
    );
    expect(byAdmin.json().data.balance).toBe('0.00');
    await expectLedgerSumsToBalance(b.companyId);
  });
});
