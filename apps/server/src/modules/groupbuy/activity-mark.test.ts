import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, groupbuyActivities } from '../../db/schema/index.ts';
import { makeGoods } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// A goods is marked 拼团 (activity_type 1, what the buyer's card shows) while
// the console has a live group-buy activity for it, and unmarked when the
// last one is stopped or has ended; the buyer API sees the change at once.

let t: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  operator = await staffLogin(t, 'operator');
});
afterAll(() => t.close());

const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: operator, payload });

/** activity_type as the buyer's goods detail shows it (through the goods cache). */
async function shownType(goodsId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/goods/detail/${goodsId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.activity_type as number;
}

async function create(goodsId: number, startsIn: number, endsIn: number) {
  const res = await post('/admin-api/groupbuy/activities', {
    goods_id: goodsId,
    title: `标记测试${goodsId}`,
    pt_price: '9.90',
    group_size: 2,
    number: 5,
    group_hours: 24,
    starts_at: new Date(Date.now() + startsIn).toISOString(),
    ends_at: new Date(Date.now() + endsIn).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const DAY = 86_400_000;

describe('拼团 mark on the goods', () => {
  it('follows create, stop and start of its activity', async () => {
    const goodsId = await makeGoods(t.db, { stock: 100, midPackQuantity: 5 });
    expect(await shownType(goodsId)).toBe(0);
    const id = await create(goodsId, -60_000, DAY);
    expect(await shownType(goodsId)).toBe(1);

    expect((await post(`/admin-api/groupbuy/activities/${id}/stop`)).statusCode).toBe(200);
    expect(await shownType(goodsId)).toBe(0);
    expect((await post(`/admin-api/groupbuy/activities/${id}/start`)).statusCode).toBe(200);
    expect(await shownType(goodsId)).toBe(1);
  });

  it('marks for an upcoming activity and keeps the mark while another is live', async () => {
    const goodsId = await makeGoods(t.db, { stock: 100, midPackQuantity: 5 });
    const soon = await create(goodsId, DAY, 2 * DAY);
    expect(await shownType(goodsId)).toBe(1);
    const later = await create(goodsId, 3 * DAY, 4 * DAY);
    await post(`/admin-api/groupbuy/activities/${soon}/stop`);
    expect(await shownType(goodsId)).toBe(1);
    await post(`/admin-api/groupbuy/activities/${later}/stop`);
    expect(await shownType(goodsId)).toBe(0);
  });

  it('the sweep unmarks a goods whose activity has ended, and only that one', async () => {
    const ended = await makeGoods(t.db, { stock: 100, midPackQuantity: 5 });
    const live = await makeGoods(t.db, { stock: 100, midPackQuantity: 5 });
    const id = await create(ended, -60_000, DAY);
    await create(live, -60_000, DAY);
    await t.db
      .update(groupbuyActivities)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(groupbuyActivities.id, id));
    expect(await shownType(ended)).toBe(1);

    const gb = t.app.services.groupbuy;
    const runs = await Promise.all([gb.sweep(), gb.sweep()]);
    expect(runs[0]!.unmarked + runs[1]!.unmarked).toBeGreaterThanOrEqual(1);
    expect(await shownType(ended)).toBe(0);
    expect(await shownType(live)).toBe(1);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, ended));
    expect(row!.activityType).toBe(0);
  });
});
