import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashBackClaims, cashBackPeriods, walletLedger, wallets } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// 满额返: goods paid in orders placed in the period, less refunds, earn the
// highest tier reached, credited to the balance when orders complete, once
// per company, period and tier, and taken back when a refund goes under a
// tier. Run with TEST_DATABASE_URL for real concurrency.

let t: TestApp;
let life: ReturnType<typeof orderLife>;
let op: Record<string, string>;
let periodId: number;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  life = orderLife(t);
  op = await staffLogin(t, 'operator');
  // The demo's running period would overlap: this file runs its own.
  await t.db.update(cashBackPeriods).set({ enabled: false });
  const r = await t.app.inject({
    method: 'POST',
    url: '/admin-api/cash-back-periods',
    headers: op,
    payload: {
      title: '测试满额返',
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      tiers: [
        { amount: '500', reward: '20' },
        { amount: '1000', reward: '50' },
      ],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  periodId = r.json().data.id;
});
afterAll(() => t?.close());

let n = 0;
const buyer = async () => (await makeBuyers(t.db, 1, `hb${++n}x`))[0] as TestBuyer;
/** A shipped order of `units` × ¥100.00 (shipping is not counted). */
async function shipped(b: TestBuyer, units: number) {
  const g = await makeGoods(t.db, { priceFen: 10_000, midPackQuantity: 1, stock: 1_000 });
  const id = await life.paidOrder(b, [{ goodsId: g, number: units }]);
  await life.ship(id);
  return id;
}
const cashBacks = (companyId: number) =>
  t.db
    .select({ amount: walletLedger.amountFen, kind: walletLedger.kind })
    .from(walletLedger)
    .where(and(eq(walletLedger.companyId, companyId), inArray(walletLedger.kind, [5, 6])))
    .orderBy(walletLedger.id);
const balance = async (companyId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]!.balanceFen;
const hb = async (b: TestBuyer) =>
  (await t.app.inject({ url: '/api/hb', headers: b.headers })).json().data;

describe('满额返', () => {
  it('shows progress as 再购¥N可返¥M, credits on completion, the next tier its difference', async () => {
    const b = await buyer();
    const first = await shipped(b, 6);
    let zone = await hb(b);
    expect(zone.period.id).toBe(periodId);
    expect(zone).toMatchObject({
      spent: '600.00',
      completed: '0.00',
      credited: '0.00',
      progress_text: '再购¥400.00可返¥50.00',
    });
    expect(zone.tiers.map((x: { reached: number }) => x.reached)).toEqual([1, 0]);
    expect(await cashBacks(b.companyId)).toEqual([]);

    const before = await balance(b.companyId);
    expect((await life.confirm(b, first)).statusCode).toBe(200);
    expect(await cashBacks(b.companyId)).toEqual([{ amount: 2_000, kind: 5 }]);
    expect(await balance(b.companyId)).toBe(before + 2_000);
    const log = await t.app.inject({
      url: '/api/user/user-money/log?use_type=5',
      headers: b.headers,
    });
    expect(log.json().data.data).toMatchObject([
      { amount: '20.00', use_type: 5, use_type_text: '满额返' },
    ]);

    const second = await shipped(b, 5);
    await life.confirm(b, second);
    expect(await cashBacks(b.companyId)).toEqual([
      { amount: 2_000, kind: 5 },
      { amount: 3_000, kind: 5 },
    ]);
    zone = await hb(b);
    expect(zone).toMatchObject({ credited: '50.00', progress_text: '已达最高档，可返¥50.00' });

    // A refund of 2 units (¥200) of the first order: ¥900 left, under ¥1000.
    const [line] = await life.lines(first);
    await life.refund(b, first, line!.id, 2);
    expect(await cashBacks(b.companyId)).toEqual([
      { amount: 2_000, kind: 5 },
      { amount: 3_000, kind: 5 },
      { amount: -3_000, kind: 6 },
    ]);
    zone = await hb(b);
    expect(zone).toMatchObject({ spent: '900.00', credited: '20.00' });
    const claims = await t.db
      .select()
      .from(cashBackClaims)
      .where(eq(cashBackClaims.companyId, b.companyId));
    expect(claims.filter((c) => c.reversedAt === null)).toHaveLength(1);
  });

  it('credits each tier once when ten orders complete at once', async () => {
    const b = await buyer();
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await shipped(b, 2));
    const answers = await Promise.all(ids.map((id) => life.confirm(b, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const entries = await cashBacks(b.companyId);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(5_000);
    expect(entries).toHaveLength(2);
  });

  it('credits nothing below the first tier, nor to another company', async () => {
    const [a, other] = [await buyer(), await buyer()];
    await life.confirm(a, await shipped(a, 4));
    expect(await cashBacks(a.companyId)).toEqual([]);
    expect((await hb(other)).spent).toBe('0.00');
    expect((await hb(a)).progress_text).toBe('再购¥100.00可返¥20.00');
  });

  it('shows visitors the tiers only', async () => {
    const zone = (await t.app.inject({ url: '/api/hb' })).json().data;
    expect(zone.tiers.map((x: { amount: string }) => x.amount)).toEqual(['500.00', '1000.00']);
    expect(zone.spent).toBeNull();
  });
});

describe('满额返 in the console', () => {
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/admin-api/cash-back-periods', headers: op, payload });
  const at = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

  it('refuses an overlapping period, bad tiers, and fixed tiers once started', async () => {
    const overlap = await post({
      title: '重叠',
      starts_at: at(2),
      ends_at: at(20),
      tiers: [{ amount: '100', reward: '5' }],
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().msg).toContain('测试满额返');
    for (const tiers of [
      [{ amount: '100', reward: '100' }],
      [{ amount: '-1', reward: '5' }],
      [
        { amount: '200', reward: '5' },
        { amount: '100', reward: '8' },
      ],
      [],
    ]) {
      const r = await post({ title: 'x', starts_at: at(30), ends_at: at(40), tiers });
      expect(r.statusCode, r.body).toBe(422);
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/cash-back-periods/${periodId}`,
      headers: op,
      payload: { tiers: [{ amount: '10', reward: '1' }] },
    });
    expect(edit.statusCode).toBe(409);
    const wh = await staffLogin(t, 'warehouse');
    const denied = await t.app.inject({ url: '/admin-api/cash-back-periods', headers: wh });
    expect(denied.statusCode).toBe(403);
  });
});
