import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  groupbuyGroups,
  groupbuyMembers,
  orders,
  payments,
  walletLedger,
  wallets,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 拼团 through the real API: opening, joining, paying, filling, the timeout
// that refunds each paid member once (two sweeps at once), the size that
// concurrent joins cannot pass, and what other companies and bad input get.

let t: TestApp;
let operator: Record<string, string>;
let keys = 0;
const key = () => `pt-${Date.now()}-${++keys}`;

beforeAll(async () => {
  t = await testApp();
  operator = await staffLogin(t, 'operator');
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A running activity on a goods of its own, made in the console. */
async function activity(size: number, patch: Record<string, unknown> = {}) {
  const goodsId = await makeGoods(t.db, { stock: 1_000, midPackQuantity: 5, priceFen: 2_000 });
  const res = await post('/admin-api/groupbuy/activities', operator, {
    goods_id: goodsId,
    title: `测试拼团${goodsId}`,
    pt_price: '15.50',
    group_size: size,
    number: 10,
    group_hours: 24,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    ...patch,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as number, goodsId };
}

const open = (b: TestBuyer, activityId: number) =>
  post('/api/pintuan/open', b.headers, { activity_id: activityId, key: key() });
const join = (b: TestBuyer, groupId: number) =>
  post('/api/pintuan/join', b.headers, { group_id: groupId, key: key() });
const payBalance = (b: TestBuyer, orderId: number) =>
  post(`/api/order/${orderId}/pay`, b.headers, { method: 'balance', key: key() });

async function statusOf(orderId: number) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return o!.status;
}
async function group(id: number) {
  const [g] = await t.db.select().from(groupbuyGroups).where(eq(groupbuyGroups.id, id));
  return g!;
}
const refundsOf = async (orderId: number) =>
  t.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 3)));
const balance = async (companyId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]!.balanceFen;

describe('the zone and the detail', () => {
  it('lists the seeded running and coming group-buys, and the clinic group demo can join', async () => {
    const zone = (await get('/api/pintuan')).json().data;
    expect(zone.data.length).toBeGreaterThanOrEqual(4);
    expect(zone.data.some((a: { state: number }) => a.state === 1)).toBe(true);
    // A visitor sees no prices.
    expect(zone.data[0].pt_price).toBeNull();
    const demo = await loginAs(t, 'demo');
    const seen = (await get('/api/pintuan', demo)).json().data.data;
    const withGroup = seen.find(
      (a: { open_groups: number; group_size: number }) => a.open_groups > 0,
    );
    expect(withGroup.pt_price).toMatch(/^\d+\.\d{2}$/);
    const detail = (await get(`/api/pintuan/goods/${withGroup.goods.id}`, demo)).json().data;
    expect(detail.groups[0]).toMatchObject({ missing: withGroup.group_size - 1, is_mine: 0 });
    expect(detail.groups[0].opener).toContain('**');
    // The goods is a group-buy goods: its button says 拼团.
    const g = (await get(`/api/goods/detail/${withGroup.goods.id}`, demo)).json().data;
    expect(g.activity_type).toBe(1);
  });

  it('answers 404 for a goods without a group-buy and 422 for a bad id', async () => {
    expect((await get('/api/pintuan/goods/2')).statusCode).toBe(404);
    const bad = await get('/api/pintuan/goods/abc');
    expect(bad.statusCode).toBe(422);
  });
});

describe('opening, joining, paying, filling', () => {
  it('a group of two fills on the second payment and both orders go to 待发货', async () => {
    const a = await activity(2);
    const [x, y] = await makeBuyers(t.db, 2, 'ptfill');
    const opened = await open(x!, a.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const o1 = opened.json().data;
    expect(o1.pay_amount).toBe('155.00');
    expect(await statusOf(o1.order_id)).toBe('unpaid');
    const paid1 = await payBalance(x!, o1.order_id);
    expect(paid1.json().data.status).toBe('grouping');
    expect(paid1.json().data.status_text).toBe('待成团');

    const joined = await join(y!, o1.group_id);
    expect(joined.statusCode, joined.body).toBe(200);
    const o2 = joined.json().data;
    expect(o2.group_id).toBe(o1.group_id);
    expect((await payBalance(y!, o2.order_id)).json().data.status).toBe('paid');
    expect(await statusOf(o1.order_id)).toBe('paid');
    expect(await group(o1.group_id)).toMatchObject({ state: 'filled', members: 2, paid: 2 });

    const shown = (await get(`/api/pintuan/order/${o1.order_id}`, x!.headers)).json().data;
    expect(shown.group).toMatchObject({ state: 'filled', state_text: '已成团', missing: 0 });
    expect(shown.members).toHaveLength(2);
    // Stock was taken for both orders.
    const [g] = await t.db.select().from(goods).where(eq(goods.id, a.goodsId));
    expect(g!.stock).toBe(980);
  });

  it('the same key returns the first order, and a company joins a group once', async () => {
    const a = await activity(3);
    const [x, y] = await makeBuyers(t.db, 2, 'ptkey');
    const k = key();
    const first = await post('/api/pintuan/open', x!.headers, { activity_id: a.id, key: k });
    const again = await post('/api/pintuan/open', x!.headers, { activity_id: a.id, key: k });
    expect(again.json().data).toEqual(first.json().data);
    const groupId = first.json().data.group_id;
    expect((await join(x!, groupId)).json().msg).toBe('您已参加该团，请勿重复参团');
    expect((await join(y!, groupId)).statusCode).toBe(200);
  });

  it('an unpaid member whose order is cancelled frees its place', async () => {
    const a = await activity(2);
    const [x, y, z] = await makeBuyers(t.db, 3, 'ptfree');
    const o1 = (await open(x!, a.id)).json().data;
    await payBalance(x!, o1.order_id);
    const o2 = (await join(y!, o1.group_id)).json().data;
    expect((await group(o1.group_id)).members).toBe(2);
    expect((await join(z!, o1.group_id)).json().msg).toBe('该团已满员，请参加其他团或自己开团');
    expect((await post(`/api/order/${o2.order_id}/cancel`, y!.headers)).statusCode).toBe(200);
    expect((await group(o1.group_id)).members).toBe(1);
    const o3 = (await join(z!, o1.group_id)).json().data;
    await payBalance(z!, o3.order_id);
    expect(await group(o1.group_id)).toMatchObject({ state: 'filled', members: 2, paid: 2 });
  });

  it('size + 5 concurrent joins leave exactly `size` members', async () => {
    const size = 4;
    const a = await activity(size);
    const [opener, ...others] = await makeBuyers(t.db, size + 6, 'ptrace');
    const o = (await open(opener!, a.id)).json().data;
    const results = await Promise.all(others.map((b) => join(b, o.group_id)));
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(size - 1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().msg).toBe('该团已满员，请参加其他团或自己开团');
    }
    expect((await group(o.group_id)).members).toBe(size);
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(groupbuyMembers)
      .where(eq(groupbuyMembers.groupId, o.group_id));
    expect(n!.n).toBe(size);
  });
});

describe('a group that times out', () => {
  it('cancels every order and refunds each paid member exactly once, with two sweeps at once', async () => {
    const a = await activity(4);
    const [x, y, z] = await makeBuyers(t.db, 3, 'ptfail');
    const before = await balance(x!.companyId);
    const o1 = (await open(x!, a.id)).json().data;
    await payBalance(x!, o1.order_id);
    const o2 = (await join(y!, o1.group_id)).json().data;
    await payBalance(y!, o2.order_id);
    const o3 = (await join(z!, o1.group_id)).json().data; // never paid
    expect(await balance(x!.companyId)).toBe(before - 15_500);

    await t.db
      .update(groupbuyGroups)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(groupbuyGroups.id, o1.group_id));
    const gb = t.app.services.groupbuy;
    const runs = await Promise.all([gb.sweep(), gb.sweep()]);
    expect(runs[0]!.failed + runs[1]!.failed).toBe(1);
    await gb.sweep(); // nothing left to do
    expect((await group(o1.group_id)).state).toBe('failed');
    for (const id of [o1.order_id, o2.order_id, o3.order_id])
      expect(await statusOf(id)).toBe('cancelled');
    expect(await refundsOf(o1.order_id)).toHaveLength(1);
    expect(await refundsOf(o2.order_id)).toHaveLength(1);
    expect(await refundsOf(o3.order_id)).toHaveLength(0);
    expect(await balance(x!.companyId)).toBe(before);
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, o1.order_id));
    expect(paid.map((p) => p.status)).toEqual(['refunded']);
    const [g] = await t.db.select().from(goods).where(eq(goods.id, a.goodsId));
    expect(g!.stock).toBe(1_000);
    const detail = (await get(`/api/order/${o1.order_id}`, x!.headers)).json().data;
    expect(detail.cancel_reason).toBe('拼团未成团，订单已取消并原路退款');
    expect(detail.lines[0].promo).toMatchObject({ kind: 'group', tag: '拼团' });
  });

  it('a waiting order cannot be cancelled by its buyer nor by staff: it settles with its group', async () => {
    const a = await activity(2);
    const [x] = await makeBuyers(t.db, 1, 'ptwait');
    const o = (await open(x!, a.id)).json().data;
    await payBalance(x!, o.order_id);
    expect((await post(`/api/order/${o.order_id}/cancel`, x!.headers)).statusCode).toBe(409);
    const staff = await t.app.inject({
      method: 'POST',
      url: `/admin-api/orders/${o.order_id}/cancel`,
      headers: { ...(await staffLogin(t, 'finance')), 'content-type': 'application/json' },
      payload: { reason: '客户要求取消' },
    });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().msg).toContain('拼团中的订单随团处理');
    expect(await statusOf(o.order_id)).toBe('grouping');
  });

  it('sweeps in two processes sharing one database refund once', async () => {
    const a = await activity(3);
    const [x, y] = await makeBuyers(t.db, 2, 'ptduo');
    const o1 = (await open(x!, a.id)).json().data;
    await payBalance(x!, o1.order_id);
    const o2 = (await join(y!, o1.group_id)).json().data;
    await payBalance(y!, o2.order_id);
    await t.db
      .update(groupbuyGroups)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(groupbuyGroups.id, o1.group_id));
    const other = t.databaseUrl ? await testApp({ databaseUrl: t.databaseUrl }) : null;
    try {
      const gb2 = (other ?? t).app.services.groupbuy;
      await Promise.all([t.app.services.groupbuy.sweep(), gb2.sweep(), gb2.sweep()]);
    } finally {
      await other?.close();
    }
    expect(await refundsOf(o1.order_id)).toHaveLength(1);
    expect(await refundsOf(o2.order_id)).toHaveLength(1);
  });
});

describe('paid online', () => {
  it('a failed group sends the money paid through the pay sandbox back through it, once', async () => {
    const a = await activity(2);
    const [x] = await makeBuyers(t.db, 1, 'ptonline');
    const o = (await open(x!, a.id)).json().data;
    const started = await post(`/api/order/${o.order_id}/pay`, x!.headers, {
      method: 'online',
      key: key(),
    });
    const url: string = started.json().data.pay_url;
    const before = await balance(x!.companyId);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${url}/confirm`,
      headers: x!.headers,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(await statusOf(o.order_id)).toBe('grouping');
    await t.db
      .update(groupbuyGroups)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(groupbuyGroups.id, o.group_id));
    const gb = t.app.services.groupbuy;
    await Promise.all([gb.sweep(), gb.sweep()]);
    expect(await statusOf(o.order_id)).toBe('cancelled');
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, o.order_id));
    expect(rows.map((p) => p.status)).toEqual(['refunded']);
    // Back where it came from, not into the balance.
    expect(await balance(x!.companyId)).toBe(before);
  });
});

describe('refusals', () => {
  it('one company racing itself into a group gets one place', async () => {
    const a = await activity(5);
    const [x, y] = await makeBuyers(t.db, 2, 'ptself');
    const o = (await open(x!, a.id)).json().data;
    const tries = await Promise.all(Array.from({ length: 6 }, () => join(y!, o.group_id)));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of tries.filter((r) => r.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect((await group(o.group_id)).members).toBe(2);
  });

  it("another company's order shows no group", async () => {
    const a = await activity(2);
    const [x, y] = await makeBuyers(t.db, 2, 'ptother');
    const o = (await open(x!, a.id)).json().data;
    expect((await get(`/api/pintuan/order/${o.order_id}`, y!.headers)).statusCode).toBe(404);
    expect((await payBalance(y!, o.order_id)).statusCode).toBe(404);
  });

  it('bad input answers 422 with the field error, never 500', async () => {
    const [x] = await makeBuyers(t.db, 1, 'ptbad');
    for (const body of [
      { activity_id: -1, key: key() },
      { activity_id: 'abc', key: key() },
      { activity_id: 1.5, key: key() },
      { activity_id: 99999999999, key: key() },
      { key: key() },
      { activity_id: 1 },
    ]) {
      const r = await post('/api/pintuan/open', x!.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await post('/api/pintuan/join', x!.headers, { group_id: 0, key: key() })).statusCode,
    ).toBe(422);
    expect((await post('/api/pintuan/open', {}, { activity_id: 1, key: key() })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/pintuan/join', x!.headers, { group_id: 999999, key: key() })).statusCode,
    ).toBe(404);
  });

  it('not started and ended activities answer the spec messages', async () => {
    const [x] = await makeBuyers(t.db, 1, 'ptwhen');
    const later = await activity(2, {
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const r = await open(x!, later.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe('活动未开始');
    const now = await activity(2);
    await post(`/admin-api/groupbuy/activities/${now.id}/stop`, operator);
    expect((await open(x!, now.id)).json().msg).toBe('活动已结束');
  });
});

describe('the console', () => {
  it('refuses a second group-buy of the goods at an overlapping time', async () => {
    const a = await activity(2);
    const r = await post('/admin-api/groupbuy/activities', operator, {
      goods_id: a.goodsId,
      title: '重叠',
      pt_price: '10.00',
      group_size: 3,
      number: 5,
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ends_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toContain('时间不能重叠');
  });

  it('guards every route by permission and records writes in the audit log', async () => {
    const warehouse = await staffLogin(t, 'warehouse');
    expect((await get('/admin-api/groupbuy/activities', warehouse)).statusCode).toBe(403);
    const a = await activity(2);
    const log = (
      await get('/admin-api/audit-log?target_type=groupbuy', await staffLogin(t, 'admin'))
    ).json();
    expect(JSON.stringify(log)).toContain(`"target_id":"${a.id}"`);
    const groups = (await get(`/admin-api/groupbuy/groups?activity_id=${a.id}`, operator)).json();
    expect(groups.data.total).toBe(0);
    const bad = await post('/admin-api/groupbuy/activities', operator, { goods_id: a.goodsId });
    expect(bad.statusCode).toBe(422);
  });
});
