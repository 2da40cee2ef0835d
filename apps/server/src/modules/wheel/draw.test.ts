import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  coupons,
  couponTemplates,
  drawActivities,
  drawChances,
  drawPrizes,
  drawRecords,
  pointsLedger,
  pointsOrders,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';
import { maskName, pickPrize } from './draw.ts';

// The lucky wheel: what a buyer sees, a draw and what it grants, and the
// limits (chances, points, prize stock) under 200 concurrent draws.

let t: TestApp;
let made = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const newBuyers = (n: number) => makeBuyers(t.db, n, `wheel${++made}-`);
const draw = (b: TestBuyer, id: unknown) => get(`/api/draw?id=${id}`, b.headers);

async function templateId(name: string) {
  const [row] = await t.db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.name, name));
  return row!.id;
}

async function activity(
  over: Partial<typeof drawActivities.$inferInsert>,
  prizes: Omit<typeof drawPrizes.$inferInsert, 'activityId'>[],
) {
  const [a] = await t.db
    .insert(drawActivities)
    .values({
      name: `测试转盘${++made}`,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      freeChances: 1,
      ...over,
    })
    .returning();
  await t.db.insert(drawPrizes).values(prizes.map((p) => ({ ...p, activityId: a!.id })));
  return a!;
}

const setPoints = (companyId: number, points: number) =>
  t.db.update(companies).set({ points }).where(eq(companies.id, companyId));
const pointsOf = async (companyId: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.points;

describe('picking a prize', () => {
  it('falls in the band of each weight, in order', () => {
    const prizes = [{ weight: 100 }, { weight: 0 }, { weight: 9_900 }];
    expect(pickPrize(prizes, 0)).toBe(prizes[0]);
    expect(pickPrize(prizes, 99)).toBe(prizes[0]);
    expect(pickPrize(prizes, 100)).toBe(prizes[2]);
    expect(pickPrize(prizes, 9_999)).toBe(prizes[2]);
    expect(pickPrize([{ weight: 10 }], 10)).toBeUndefined();
  });

  it('masks a winner’s company name', () => {
    expect(maskName('仁和大药房朝阳店')).toBe('仁****店');
    expect(maskName('康宁诊所')).toBe('康***');
    expect(maskName('店')).toBe('店**');
    expect(maskName('仁和大药房（朝阳店）')).toBe('仁****');
  });
});

describe('the seeded wheel', () => {
  it('offers the pop-up to a buyer who has not drawn, and to no visitor', async () => {
    const visitor = (await get('/api/draw/simple')).json().data;
    expect(visitor.id).toBeGreaterThan(0);
    expect(visitor.is_join).toBe(1);
    const clinic = await loginAs(t, 'clinic');
    expect((await get('/api/draw/simple', clinic)).json().data).toEqual({
      id: visitor.id,
      is_join: 0,
    });
    const act = (await get(`/api/draw/${visitor.id}/activity`, clinic)).json().data;
    expect(act).toMatchObject({ name: '年终感恩大转盘', state: 0, chances: 3, points: 360 });
    expect(act.points_per_draw).toBe(50);
    expect(act.prizes.map((p: { name: string }) => p.name)).toContain('谢谢参与');

    const res = await get(`/api/draw?id=${visitor.id}`, clinic);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const won = res.json().data;
    expect(won.chances).toBe(2);
    expect(won.name).toBe(act.prizes[won.index].name);
    expect(won.remarks).not.toBe('');
    expect((await get('/api/draw/simple', clinic)).json().data.is_join).toBe(1);
    const records = (await get('/api/draw/record', clinic)).json().data;
    expect(records.data[0]).toMatchObject({
      id: won.record_id,
      prize_name: won.name,
      activity_name: '年终感恩大转盘',
    });
    // POST draws too.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/draw',
      headers: clinic,
      payload: { id: visitor.id },
    });
    expect(posted.json().data.chances).toBe(1);
  });

  it('lists running wheels as ads and the upcoming and ended ones refuse draws', async () => {
    const ads = (await get('/api/draw/ads')).json().data;
    expect(ads.map((a: { title: string }) => a.title)).toEqual(['年终感恩大转盘']);
    const [b] = await newBuyers(1);
    const ids = await t.db.select().from(drawActivities);
    const upcoming = ids.find((a) => a.name === '双十二幸运转盘')!;
    const ended = ids.find((a) => a.name === '双十一狂欢转盘')!;
    const early = await draw(b!, upcoming.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('活动未开始');
    expect((await draw(b!, ended.id)).json().msg).toBe('活动已结束');
    expect((await draw(b!, 999_999)).statusCode).toBe(404);
  });
});

describe('a draw', () => {
  it('grants each kind of prize in the draw’s transaction', async () => {
    const [b] = await newBuyers(1);
    const coupon = await templateId('全场满300减15元券');
    const voucher = await templateId('5元无门槛现金券');
    const kinds = [
      { name: '30积分', kind: 1, weight: 10_000, stock: 5, points: 30 },
      { name: '满减券', kind: 2, weight: 10_000, stock: 5, couponTemplateId: coupon },
      { name: '现金券', kind: 3, weight: 10_000, stock: 5, couponTemplateId: voucher },
      { name: '保温杯', kind: 4, weight: 10_000, stock: 5 },
    ];
    for (const p of kinds) {
      const a = await activity({}, [p, { name: '谢谢参与', kind: 0, weight: 0, stock: null }]);
      const res = (await draw(b!, a.id)).json();
      expect(res.data).toMatchObject({ name: p.name, type: p.kind, chances: 0 });
    }
    expect(await pointsOf(b!.companyId)).toBe(30);
    const mine = await t.db.select().from(coupons).where(eq(coupons.companyId, b!.companyId));
    expect(mine.map((c) => c.kind).sort()).toEqual([1, 2]);
    const [order] = await t.db
      .select()
      .from(pointsOrders)
      .where(eq(pointsOrders.companyId, b!.companyId));
    expect(order).toMatchObject({ source: 2, goodsName: '保温杯', points: 0, status: 'paid' });
    expect(order!.address).toMatchObject({ detail: '测试路1号' });
  });

  it('lands on thanks when the drawn prize is gone, never below zero', async () => {
    const [b] = await newBuyers(1);
    const a = await activity({ freeChances: 2 }, [
      { name: '大奖', kind: 1, weight: 10_000, stock: 0, points: 1_000 },
      { name: '谢谢参与', kind: 0, weight: 0, stock: null },
    ]);
    expect((await draw(b!, a.id)).json().data.name).toBe('谢谢参与');
    const [prize] = await t.db.select().from(drawPrizes).where(eq(drawPrizes.activityId, a.id));
    expect(prize!.stock).toBe(0);
    expect(await pointsOf(b!.companyId)).toBe(0);
  });

  it('pays with points once chances run out, and refuses with 积分不足 changing nothing', async () => {
    const [b] = await newBuyers(1);
    await setPoints(b!.companyId, 70);
    const a = await activity({ freeChances: 1, pointsPerDraw: 40 }, [
      { name: '谢谢参与', kind: 0, weight: 10_000, stock: null },
    ]);
    expect((await draw(b!, a.id)).json().data.points_spent).toBe(0);
    expect((await draw(b!, a.id)).json().data).toMatchObject({ points_spent: 40, points: 30 });
    const refused = await draw(b!, a.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('积分不足');
    expect(await pointsOf(b!.companyId)).toBe(30);
    const records = await t.db.select().from(drawRecords).where(eq(drawRecords.activityId, a.id));
    expect(records).toHaveLength(2);
    // Without a points price, an exhausted allowance says so.
    const none = await activity({ freeChances: 0 }, [
      { name: '谢谢参与', kind: 0, weight: 10_000, stock: null },
    ]);
    expect((await draw(b!, none.id)).json().msg).toBe('抽奖次数已用完');
  });

  it('gives a chance for each paid order over the threshold', async () => {
    const [b] = await newBuyers(1);
    const a = await activity({ freeChances: 0, chancesPerOrder: 2, orderMinFen: 5_000 }, [
      { name: '谢谢参与', kind: 0, weight: 10_000, stock: null },
    ]);
    const act = () => get(`/api/draw/${a.id}/activity`, b!.headers);
    expect((await act()).json().data.chances).toBe(0);
    const goodsId = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    await orderLife(t).paidOrder(b!, [{ goodsId, number: 2 }]); // ¥20: under the threshold
    expect((await act()).json().data.chances).toBe(0);
    await orderLife(t).paidOrder(b!, [{ goodsId, number: 10 }]); // ¥100
    expect((await act()).json().data.chances).toBe(2);
  });

  it('answers bad input with 422 and shows a company only its own records', async () => {
    const [b, other] = await newBuyers(2);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999'])
      expect((await draw(b!, bad)).statusCode).toBe(422);
    expect((await get('/api/draw', b!.headers)).statusCode).toBe(422);
    expect((await get('/api/draw?id=1')).statusCode).toBe(401);
    const a = await activity({}, [{ name: '谢谢参与', kind: 0, weight: 10_000, stock: null }]);
    await draw(b!, a.id);
    const theirs = (await get(`/api/draw/record?id=${a.id}`, other!.headers)).json().data;
    expect(theirs.total).toBe(0);
  });
});

describe('200 concurrent draws', () => {
  it('never take a chance, a point or a prize that is not there, and record every prize once', async () => {
    const buyers = await newBuyers(40);
    for (const b of buyers) await setPoints(b.companyId, 25);
    const coupon = await templateId('全场满300减15元券');
    const a = await activity({ freeChances: 2, pointsPerDraw: 10 }, [
      { name: '满减券', kind: 2, weight: 4_000, stock: 30, couponTemplateId: coupon },
      { name: '血压计', kind: 4, weight: 3_000, stock: 10 },
      { name: '谢谢参与', kind: 0, weight: 3_000, stock: null },
    ]);
    // Each buyer: 2 free draws and 2 paid with 20 of its 25 points; the fifth is refused.
    const res = await Promise.all(buyers.flatMap((b) => [1, 2, 3, 4, 5].map(() => draw(b, a.id))));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(160);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of res.filter((x) => x.statusCode === 409)) expect(r.json().msg).toBe('积分不足');

    const companyIds = buyers.map((b) => b.companyId);
    const held = await t.db
      .select({ points: companies.points })
      .from(companies)
      .where(inArray(companies.id, companyIds));
    expect(held.every((c) => c.points === 5)).toBe(true);
    const used = await t.db.select().from(drawChances).where(eq(drawChances.activityId, a.id));
    expect(used.map((u) => u.used)).toEqual(companyIds.map(() => 2));
    const spent = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(and(inArray(pointsLedger.companyId, companyIds), eq(pointsLedger.delta, -10)));
    expect(spent[0]!.n).toBe(80);

    const prizes = await t.db.select().from(drawPrizes).where(eq(drawPrizes.activityId, a.id));
    const records = await t.db.select().from(drawRecords).where(eq(drawRecords.activityId, a.id));
    expect(records).toHaveLength(160);
    for (const p of prizes) {
      const n = records.filter((r) => r.prizeId === p.id).length;
      if (p.stock === null) continue;
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.won + p.stock).toBe(p.kind === 2 ? 30 : 10);
      expect(n).toBe(p.won);
    }
    const couponPrize = prizes.find((p) => p.kind === 2)!;
    const issued = await t.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(inArray(coupons.companyId, companyIds));
    expect(issued).toHaveLength(couponPrize.won);
    const shipped = await t.db
      .select({ id: pointsOrders.id })
      .from(pointsOrders)
      .where(inArray(pointsOrders.companyId, companyIds));
    expect(shipped).toHaveLength(prizes.find((p) => p.kind === 4)!.won);
    // The console counts this wheel's own draws (a count once read every wheel's as 1).
    const listed = await t.app.inject({
      url: '/admin-api/draw-activities?page_size=100',
      headers: await staffLogin(t, 'operator'),
    });
    const rows = listed.json().data.data as { id: number; draws: number }[];
    expect(rows.find((r) => r.id === a.id)?.draws).toBe(160);
    // 200 transactions on the embedded database of a busy two-core machine.
  }, 120_000);
});

describe('the console', () => {
  it('creates a wheel whose odds add up, refuses one whose odds do not, and audits', async () => {
    const op = await staffLogin(t, 'operator');
    const body = {
      name: '测试大转盘',
      rules: '规则',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      free_chances: 1,
      chances_per_order: 0,
      order_min_amount: '0',
      points_per_draw: 0,
      prizes: [
        { name: '10积分', type: 1, weight: 3000, stock: 5, points: 10 },
        { name: '谢谢参与', type: 0, weight: 6000, stock: null },
      ],
    };
    const json = { ...op, 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/draw-activities',
      headers: json,
      payload: JSON.stringify(body),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('中奖概率合计须为 100%（现为 90.00%）');
    body.prizes[1]!.weight = 7000;
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/draw-activities',
      headers: json,
      payload: JSON.stringify(body),
    });
    expect(created.statusCode).toBe(200);
    const a = created.json().data;
    expect(a).toMatchObject({ status: 'running', prizes: [{ name: '10积分', weight: 3000 }, {}] });
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/admin-api/draw-activities/${a.id}/stop`,
      headers: op,
    });
    expect(stopped.json().data.status).toBe('stopped');
    const [b] = await newBuyers(1);
    expect((await draw(b!, a.id)).json().msg).toBe('活动已结束');
    const audit = await t.app.inject({
      url: `/admin-api/audit-log?target_type=draw_activity&target_id=${a.id}`,
      headers: await staffLogin(t, 'admin'),
    });
    expect(audit.json().data.data.map((e: { action: string }) => e.action)).toEqual([
      'draw.stop',
      'draw.create',
    ]);
    // A warehouse clerk has no promotions permission.
    const wh = await t.app.inject({
      url: '/admin-api/draw-activities',
      headers: await staffLogin(t, 'warehouse'),
    });
    expect(wh.statusCode).toBe(403);
  });
});
