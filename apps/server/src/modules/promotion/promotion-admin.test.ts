import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, fullReductionGoods, fullReductions } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let admin: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  operator = await staffLogin(t, 'operator');
  admin = await staffLogin(t, 'admin');
  [buyer] = (await makeBuyers(t.db, 1, 'promoadm')) as [TestBuyer];
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: payload ? { ...headers, ...json } : headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const auditOf = async (action: string, targetId: number | string) =>
  (await call('GET', `/admin-api/audit-log?action=${action}&target_id=${targetId}`, admin)).json()
    .data.data;
const countRows = async () => {
  const [a] = await t.db.select({ n: sql<number>`count(*)::int` }).from(fullReductions);
  const [g] = await t.db.select({ n: sql<number>`count(*)::int` }).from(fullReductionGoods);
  const [c] = await t.db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  return { activities: a!.n, members: g!.n, coupons: c!.n };
};
const cart = async () =>
  (await t.app.inject({ url: '/api/cart/list', headers: buyer.headers })).json().data;
const addToCart = (goodsId: number, number: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: buyer.headers,
    payload: { params: [{ goods_id: goodsId, number }] },
  });
const create = (payload: object, who = operator) =>
  call('POST', '/admin-api/activities', who, payload);
const tiers = [
  { amount: '300', reduce: '20' },
  { amount: '500.00', reduce: '50.5' },
];

describe('满减 activities', () => {
  it('creates an activity the buyer sees in the cart at once, and records it', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    const r = await create({
      title: '冬季满减',
      tiers,
      limit: 100,
      starts_at: iso(-hour),
      ends_at: iso(hour),
      goods_ids: [g],
    });
    expect(r.json()).toMatchObject({
      code: 10000,
      data: {
        title: '冬季满减',
        tiers: [
          { amount: '300.00', reduce: '20.00' },
          { amount: '500.00', reduce: '50.50' },
        ],
        limit: 100,
        status: 'running',
        goods_count: 1,
        goods: [{ id: g }],
      },
    });
    const id = r.json().data.id;
    await addToCart(g, 50);
    expect((await cart()).summary.manjian_reduce).toBe('50.50');
    const detail = (
      await t.app.inject({ url: `/api/goods/detail/${g}`, headers: buyer.headers })
    ).json().data;
    expect(detail).toMatchObject({ is_manjian: 1, goods_manjian_id: id });

    // Changing the tiers shows in the cart at once.
    const put = await call('PUT', `/admin-api/activities/${id}`, operator, {
      tiers: [{ amount: '400', reduce: '30' }],
    });
    expect(put.json().data.tiers).toEqual([{ amount: '400.00', reduce: '30.00' }]);
    expect((await cart()).summary.manjian_reduce).toBe('30.00');

    // Taking the goods out, then stopping: the cart has no 满减 any more.
    expect(
      (await call('PUT', `/admin-api/activities/${id}/goods`, operator, { goods_ids: [] })).json()
        .data.goods_count,
    ).toBe(0);
    expect((await cart()).summary.manjian_reduce).toBe('0.00');
    await call('PUT', `/admin-api/activities/${id}/goods`, operator, { goods_ids: [g] });
    expect((await cart()).summary.manjian_reduce).toBe('30.00');
    const stop = await call('POST', `/admin-api/activities/${id}/stop`, operator);
    expect(stop.json().data.status).toBe('ended');
    expect((await cart()).summary.manjian_reduce).toBe('0.00');
    expect((await call('POST', `/admin-api/activities/${id}/stop`, operator)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/admin-api/activities/${id}`, operator, { title: 'x' })).statusCode,
    ).toBe(409);

    for (const action of ['activity.create', 'activity.update', 'activity.stop'])
      expect(await auditOf(action, id), action).toHaveLength(1);
    expect(await auditOf('activity.goods', id)).toHaveLength(2);
    const [created] = await auditOf('activity.create', id);
    expect(created).toMatchObject({
      username: 'operator',
      after: { title: '冬季满减', goods_ids: [g] },
    });
  });

  it('lists activities by status and keyword', async () => {
    await create({ title: '未来活动甲', tiers, starts_at: iso(hour), ends_at: iso(2 * hour) });
    const up = (await call('GET', '/admin-api/activities?status=upcoming', operator)).json().data;
    expect(up.data.map((a: { title: string }) => a.title)).toContain('未来活动甲');
    expect(up.data.every((a: { status: string }) => a.status === 'upcoming')).toBe(true);
    const kw = (
      await call(
        'GET',
        `/admin-api/activities?keywords=${encodeURIComponent('未来活动')}`,
        operator,
      )
    ).json().data;
    expect(kw.total).toBe(1);
  });

  it('refuses bad tiers, times, limits and unknown goods with 422 and writes nothing', async () => {
    const g = await makeGoods(t.db);
    const good = { title: '坏活动', tiers, starts_at: iso(-hour), ends_at: iso(hour) };
    const before = await countRows();
    const bad: [object, string][] = [
      [{ tiers: [] }, 'tiers'],
      [{ tiers: [{ amount: '300', reduce: '300' }] }, 'tiers.0.reduce'],
      [{ tiers: [{ amount: '300', reduce: '0' }] }, 'tiers.0.reduce'],
      [{ tiers: [{ amount: '300', reduce: '-1' }] }, 'tiers.0.reduce'],
      [
        {
          tiers: [
            { amount: '500', reduce: '20' },
            { amount: '300', reduce: '30' },
          ],
        },
        'tiers.1.amount',
      ],
      [
        {
          tiers: [
            { amount: '300', reduce: '20' },
            { amount: '300', reduce: '30' },
          ],
        },
        'tiers.1.amount',
      ],
      [
        {
          tiers: [
            { amount: '300', reduce: '20' },
            { amount: '500', reduce: '20' },
          ],
        },
        'tiers.1.reduce',
      ],
      [{ tiers: [{ amount: '3.001', reduce: '1' }] }, 'tiers.0.amount'],
      [{ tiers: [{ amount: '300', reduce: '20', x: 1 }] }, 'tiers.0.x'],
      [{ tiers: [null] }, 'tiers.0'],
      [{ tiers: 'x' }, 'tiers'],
      [{ starts_at: iso(hour), ends_at: iso(-hour) }, 'ends_at'],
      [{ starts_at: iso(-2 * hour), ends_at: iso(-hour) }, 'ends_at'],
      [{ starts_at: '2026-13-01' }, 'starts_at'],
      [{ limit: -1 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ title: '' }, 'title'],
      [{ goods_ids: [g, 99_999_999] }, 'goods_ids'],
      [{ extra: 1 }, ''],
    ];
    for (const [patch, field] of bad) {
      const r = await create({ ...good, ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses a goods already in another activity at an overlapping time (409), even concurrently', async () => {
    const g = await makeGoods(t.db);
    const first = await create({
      title: '占用',
      tiers,
      starts_at: iso(-hour),
      ends_at: iso(hour),
      goods_ids: [g],
    });
    expect(first.statusCode).toBe(200);
    const clash = await create({
      title: '重叠',
      tiers,
      starts_at: iso(0),
      ends_at: iso(2 * hour),
      goods_ids: [g],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('占用');
    // Later, without overlap, is fine.
    expect(
      (
        await create({
          title: '之后',
          tiers,
          starts_at: iso(2 * hour),
          ends_at: iso(3 * hour),
          goods_ids: [g],
        })
      ).statusCode,
    ).toBe(200);

    const h = await makeGoods(t.db);
    const rs = await Promise.all(
      [1, 2, 3].map((i) =>
        create({
          title: `并发${i}`,
          tiers,
          starts_at: iso(-hour),
          ends_at: iso(hour),
          goods_ids: [h],
        }),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const held = await t.db
      .select()
      .from(fullReductionGoods)
      .where(eq(fullReductionGoods.goodsId, h));
    expect(held).toHaveLength(1);
  });

  it("edits a seeded activity through the console's round trip (detail, save, goods)", async () => {
    const list = (await call('GET', '/admin-api/activities?status=running', operator)).json().data;
    const seeded = list.data.find((a: { title: string }) => a.title.startsWith('冬季备货节'));
    const detail = (await call('GET', `/admin-api/activities/${seeded.id}`, operator)).json().data;
    expect(detail.goods.length).toBe(seeded.goods_count);
    const ids = detail.goods.map((g: { id: number }) => g.id);
    expect(
      (
        await call('PUT', `/admin-api/activities/${seeded.id}`, operator, {
          title: '冬季备货节 改',
        })
      ).statusCode,
    ).toBe(200);
    const r = await call('PUT', `/admin-api/activities/${seeded.id}/goods`, operator, {
      goods_ids: ids,
    });
    expect(r.json().data).toMatchObject({ title: '冬季备货节 改', goods_count: ids.length });
  });

  it('answers 404 for an unknown activity', async () => {
    expect((await call('GET', '/admin-api/activities/99999999', operator)).statusCode).toBe(404);
    expect((await call('POST', '/admin-api/activities/99999999/stop', operator)).statusCode).toBe(
      404,
    );
  });
});

describe('coupons', () => {
  it('issues one coupon per chosen buyer; each buyer sees theirs at once', async () => {
    const [a, b] = (await makeBuyers(t.db, 2, 'couponadm')) as [TestBuyer, TestBuyer];
    const r = await call('POST', '/admin-api/coupons/issue', operator, {
      company_ids: [a.companyId, b.companyId, a.companyId],
      title: '开春券',
      amount: '15',
      min_amount: '100.00',
      valid_to: iso(24 * hour),
    });
    expect(r.json()).toMatchObject({ code: 10000, data: { count: 2 } });
    for (const x of [a, b]) {
      const list = (
        await t.app.inject({ url: '/api/user/coupon?status=0', headers: x.headers })
      ).json().data.data;
      expect(list).toEqual([
        expect.objectContaining({ name: '开春券', amount: '15.00', min_amount: '100.00' }),
      ]);
    }
    const page = (
      await call('GET', `/admin-api/coupons?company_id=${a.companyId}`, operator)
    ).json().data;
    expect(page.data).toEqual([
      expect.objectContaining({
        company_id: a.companyId,
        name: '开春券',
        status: 'unused',
        status_text: '未使用',
      }),
    ]);
    const ids = r.json().data.coupon_ids.join(',');
    expect(await auditOf('coupon.issue', ids)).toHaveLength(1);
  });

  it('refuses bad coupons with 422 and issues none', async () => {
    const good = { company_ids: [buyer.companyId], title: '券', amount: '10', valid_to: iso(hour) };
    const before = await countRows();
    for (const [patch, field] of [
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ min_amount: '1.234' }, 'min_amount'],
      [{ valid_to: iso(-hour) }, 'valid_to'],
      [{ valid_to: 'tomorrow' }, 'valid_to'],
      [{ valid_to: 'tomorrow', amount: 'x' }, 'valid_to'],
      [{ company_ids: [] }, 'company_ids'],
      [{ company_ids: [buyer.companyId, 99_999_999] }, 'company_ids'],
      [{ title: '' }, 'title'],
      [{ valid_from: iso(0) }, ''],
    ] as [object, string][]) {
      const r = await call('POST', '/admin-api/coupons/issue', operator, { ...good, ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {}), JSON.stringify(patch)).toContain(field);
    }
    expect(await countRows()).toEqual(before);
  });
});

describe('who may', () => {
  it('refuses staff without the promotions permission (403), changing nothing', async () => {
    const g = await makeGoods(t.db);
    const made = await create({ title: '权限', tiers, starts_at: iso(-hour), ends_at: iso(hour) });
    const id = made.json().data.id;
    const before = await countRows();
    for (const role of ['warehouse', 'reviewer', 'finance', 'service']) {
      const who = await staffLogin(t, role);
      const tries = [
        call('GET', '/admin-api/activities', who),
        create({ title: 'x', tiers, starts_at: iso(-hour), ends_at: iso(hour) }, who),
        call('PUT', `/admin-api/activities/${id}`, who, { title: 'x' }),
        call('PUT', `/admin-api/activities/${id}/goods`, who, { goods_ids: [g] }),
        call('POST', `/admin-api/activities/${id}/stop`, who),
        call('GET', '/admin-api/coupons', who),
        call('POST', '/admin-api/coupons/issue', who, {
          company_ids: [buyer.companyId],
          title: 'x',
          amount: '10',
          valid_to: iso(hour),
        }),
      ];
      for (const r of await Promise.all(tries)) expect(r.statusCode, role).toBe(403);
    }
    expect((await call('GET', '/admin-api/activities', {})).statusCode).toBe(401);
    expect(await countRows()).toEqual(before);
    expect((await call('GET', `/admin-api/activities/${id}`, operator)).json().data.title).toBe(
      '权限',
    );
  });
});
