import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, pointsLedger } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// GET /api/user/points/log: the session's company only, filtered by type and
// Beijing calendar days, 20 a page, 422 for what it cannot read.

let t: TestApp;
let b: TestBuyer;
let other: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [b, other] = (await makeBuyers(t.db, 2, 'ptslog')) as [TestBuyer, TestBuyer];
  // 25 entries of each kind's pattern: earned, reversed, adjusted, spent, ...
  const kinds = [1, 2, 3, 4, 3];
  let points = 0;
  const rows = Array.from({ length: 25 }, (_, i) => {
    const kind = kinds[i % kinds.length]!;
    const delta = kind === 1 || (kind === 3 && i % 2 === 0) ? 100 : -10;
    points += delta;
    return { companyId: b.companyId, delta, pointsAfter: points, kind, remark: `第 ${i + 1} 条` };
  });
  await t.db.insert(pointsLedger).values(rows);
  await t.db.update(companies).set({ points }).where(eq(companies.id, b.companyId));
  await t.db
    .insert(pointsLedger)
    .values({ companyId: other.companyId, delta: 7, pointsAfter: 7, kind: 3, remark: '别家' });
  await t.db.update(companies).set({ points: 7 }).where(eq(companies.id, other.companyId));
});
afterAll(() => t?.close());

const log = (query: string, who: TestBuyer = b) =>
  t.app.inject({ url: `/api/user/points/log${query}`, headers: who.headers });

describe('the points log', () => {
  it('pages the company’s entries newest first, with its balance and total earned', async () => {
    const first = (await log('')).json();
    expect(first.code).toBe(10000);
    expect(first.data).toMatchObject({
      total: 25,
      current_page: 1,
      per_page: 20,
      last_page: 2,
      points: 960,
      // Every + entry: five orders' 100 and six staff additions of 100.
      total_earned: 1100,
    });
    expect(first.data.data).toHaveLength(20);
    expect(first.data.data[0]).toMatchObject({
      points: 100,
      balance: 960,
      type: 3,
      type_text: '积分调整',
      remark: '第 25 条',
      order_id: 0,
      order_no: '',
    });
    const second = (await log('?page=2')).json().data;
    expect(second.data.map((e: { remark: string }) => e.remark)).toEqual([
      '第 5 条',
      '第 4 条',
      '第 3 条',
      '第 2 条',
      '第 1 条',
    ]);
    expect((await log('?page=9')).json().data.data).toEqual([]);
  });

  it('filters 获得 (1), 使用 (2) and 退回/调整 (3)', async () => {
    const kinds = async (type: number) =>
      new Set((await log(`?type=${type}`)).json().data.data.map((e: { type: number }) => e.type));
    expect(await kinds(1)).toEqual(new Set([1]));
    expect(await kinds(2)).toEqual(new Set([4]));
    expect(await kinds(3)).toEqual(new Set([2, 3]));
    expect((await log('?type=1')).json().data.total).toBe(5);
    expect((await log('?type=3')).json().data.total).toBe(15);
    expect((await log('?type=0')).json().data.total).toBe(25);
  });

  it('filters by Beijing calendar days, both ends included', async () => {
    const [e] = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, b.companyId))
      .limit(1);
    // 16:30 UTC on the 15th is 00:30 on the 16th in Beijing.
    await t.db
      .update(pointsLedger)
      .set({ createdAt: new Date('2026-01-15T16:30:00Z') })
      .where(eq(pointsLedger.id, e!.id));
    const on = async (from: string, to: string) =>
      (await log(`?start_time=${from}&end_time=${to}`))
        .json()
        .data.data.map((x: { id: number }) => x.id);
    expect(await on('2026-01-16', '2026-01-16')).toEqual([e!.id]);
    expect(await on('2026-01-15', '2026-01-15')).toEqual([]);
    expect(await on('2026-01-01', '2026-01-31')).toEqual([e!.id]);
    expect((await log('?start_time=2026-01-17')).json().data.total).toBe(24);
  });

  it('shows another company nothing of this one', async () => {
    const theirs = (await log('', other)).json().data;
    expect(theirs).toMatchObject({ total: 1, points: 7, total_earned: 7 });
    expect(theirs.data[0].remark).toBe('别家');
    const ids = (await log('?page=1')).json().data.data.map((x: { id: number }) => x.id);
    const owners = await t.db
      .select({ companyId: pointsLedger.companyId })
      .from(pointsLedger)
      .where(inArray(pointsLedger.id, ids));
    expect(owners.every((o) => o.companyId === b.companyId)).toBe(true);
    // An id in the query is no way into another company's log.
    expect((await log(`?company_id=${other.companyId}`)).statusCode).toBe(422);
  });

  it('answers 422 naming the field for bad input, and 401 without a session', async () => {
    const bad: [string, string][] = [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?type=4', 'type'],
      ['?type=-1', 'type'],
      ['?type=x', 'type'],
      ['?start_time=2026-02-31', 'start_time'],
      ['?start_time=20260101', 'start_time'],
      ['?end_time=tomorrow', 'end_time'],
      ['?start_time=2026-03-02&end_time=2026-03-01', 'end_time'],
      ['?use_type=1', 'use_type'],
    ];
    for (const [query, field] of bad) {
      const r = await log(query);
      expect(r.statusCode, query).toBe(422);
      expect(Object.keys(r.json().errors ?? {}), `${query}: ${r.body}`).toContain(field);
    }
    const anonymous = await t.app.inject({ url: '/api/user/points/log' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('累计获得 (total_earned)', () => {
  it('counts every gain the ledger lists, whatever brought it: an order, a draw, a staff addition', async () => {
    const [c] = (await makeBuyers(t.db, 1, 'ptsgain')) as [TestBuyer];
    const life = orderLife(t);
    const finance = await staffLogin(t, 'finance');
    const staff = (type: 'add' | 'deduct', points: number) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/companies/${c.companyId}/points`,
        headers: { ...finance, 'content-type': 'application/json' },
        payload: { type, points, reason: `测试${type}`, key: `gain-${type}-${Date.now()}` },
      });

    // An order of 30 × 10.00 completed: 300 points; then 5 boxes refunded take 50 back.
    const goodsId = await makeGoods(t.db, { midPackQuantity: 1 });
    const orderId = await life.paidOrder(c, [{ goodsId, number: 30 }]);
    await life.ship(orderId);
    expect((await life.confirm(c, orderId)).json().code).toBe(10000);
    const [line] = await life.lines(orderId);
    await life.refund(c, orderId, line!.id, 5);
    // Staff add 200 and take 20.
    expect((await staff('add', 200)).json().code).toBe(10000);
    expect((await staff('deduct', 20)).json().code).toBe(10000);
    // A draw won 30 points, written as the wheel writes it (kind 5).
    const [held] = await t.db.select().from(companies).where(eq(companies.id, c.companyId));
    await t.db.insert(pointsLedger).values({
      companyId: c.companyId,
      delta: 30,
      pointsAfter: held!.points + 30,
      kind: 5,
      remark: '幸运转盘抽中30积分',
    });
    await t.db
      .update(companies)
      .set({ points: held!.points + 30 })
      .where(eq(companies.id, c.companyId));

    const page = (await log('', c)).json().data;
    const entries: { points: number; type: number }[] = page.data;
    expect(new Set(entries.map((e) => e.type))).toEqual(new Set([1, 2, 3, 5]));
    const gains = entries.filter((e) => e.points > 0).reduce((n, e) => n + e.points, 0);
    expect(gains).toBe(300 + 200 + 30);
    expect(page.total_earned).toBe(gains);
    expect(page.points).toBe(300 - 50 + 200 - 20 + 30);
  });
});
