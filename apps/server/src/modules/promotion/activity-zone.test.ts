import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullReductions } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// The activity zone: the demo's 满减 activity 1 holds the goods whose id ends in 3.

let t: TestApp;
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 200 });
  [buyer] = (await makeBuyers(t.db, 1, 'zone')) as [TestBuyer];
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('the activity zone', () => {
  it('shows a running activity with its tiers and the root categories of its goods', async () => {
    const { body } = await get('/api/activity/1');
    expect(body.data.activity).toMatchObject({
      id: 1,
      status: 1,
      status_text: '进行中',
      tiers: [
        { amount: '500.00', reduce: '30.00' },
        { amount: '1000.00', reduce: '80.00' },
      ],
    });
    const counted = body.data.categories.reduce(
      (n: number, c: { count: number }) => n + c.count,
      0,
    );
    const all = (await get('/api/activity/1/goods')).body.data;
    expect(all.total).toBe(counted);
    expect(all.total).toBe(20);
  });

  it('lists its goods, by category, each showing the activity; prices for buyers only', async () => {
    const all = (await get('/api/activity/1/goods', buyer.headers)).body.data;
    for (const g of all.data) {
      expect(g.id % 10).toBe(3);
      expect(g).toMatchObject({ is_manjian: 1, goods_manjian_id: 1 });
      expect(g.price).toMatch(/^\d+\.\d\d$/);
    }
    const [first] = (await get('/api/activity/1')).body.data.categories;
    const some = (await get(`/api/activity/1/goods?cid=${first.id}`)).body.data;
    expect(some.total).toBe(first.count);
    for (const g of some.data) expect(g.price).toBeNull();
  });

  it('says when an activity has not started or has ended, and 404 for none', async () => {
    const [a] = await t.db
      .insert(fullReductions)
      .values({
        title: '明日开抢',
        tiers: [{ thresholdFen: 10_000, reductionFen: 500 }],
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .returning();
    expect((await get(`/api/activity/${a!.id}`)).body.data.activity).toMatchObject({
      status: 0,
      status_text: '活动未开始',
    });
    await t.db
      .update(fullReductions)
      .set({ startsAt: new Date(Date.now() - 2000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(fullReductions.id, a!.id));
    expect((await get(`/api/activity/${a!.id}`)).body.data.activity.status_text).toBe('活动已结束');
    expect((await get('/api/activity/99999999')).status).toBe(404);
    expect((await get('/api/activity/abc')).status).toBe(422);
    expect((await get('/api/activity/1/goods?cid=-1')).status).toBe(422);
    expect((await get('/api/activity/1/goods?page=0')).status).toBe(422);
  });

  it("lists a goods' running activities with the page that shows each", async () => {
    const { body } = await get('/api/goods/activities?id=13');
    expect(body.data).toEqual([expect.objectContaining({ id: 1, url: '/hdzq/1' })]);
    expect((await get('/api/goods/activities?id=11')).body.data).toEqual([]);
    expect((await get('/api/goods/activities')).status).toBe(422);
  });

  it('lists the running activities only, newest first, with their goods on the shelf', async () => {
    const day = 86_400_000;
    const window = (from: number, to: number) => ({
      title: '测试满减',
      tiers: [{ thresholdFen: 10_000, reductionFen: 500 }],
      startsAt: new Date(Date.now() + from),
      endsAt: new Date(Date.now() + to),
    });
    const [later, ended, upcoming] = await t.db
      .insert(fullReductions)
      .values([window(-1000, day), window(-2 * day, -day), window(day, 2 * day)])
      .returning();
    const { status, body } = await get('/api/activities');
    expect(status).toBe(200);
    const ids = body.data.map((a: { id: number }) => a.id);
    expect(ids).toContain(1);
    expect(ids[0]).toBe(later!.id);
    expect(ids).not.toContain(ended!.id);
    expect(ids).not.toContain(upcoming!.id);
    const first = (await get('/api/activity/1')).body.data.categories as { count: number }[];
    const one = body.data.find((a: { id: number }) => a.id === 1);
    expect(one.goods_count).toBe(first.reduce((n, c) => n + c.count, 0));
    expect(body.data[0]).toMatchObject({ goods_count: 0, title: '测试满减' });
  });
});
