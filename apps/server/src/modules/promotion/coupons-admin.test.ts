import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/json-rows.ts';
import { couponTemplates } from '../../db/schema/index.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { newBuyer, post } from '../../test/scene.ts';

// Attacks on the console's 领券中心 templates: who may write, every field
// wrong, partial edits that would break the rules the whole template keeps.

type H = Record<string, string>;
let t: TestApp;
let operator: H;
let staff: Record<string, H>;
let buyer: H;

beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  const names = ['admin', 'operator', 'reviewer', 'warehouse', 'finance', 'service'];
  staff = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await staffLogin(t, n)] as const)),
  );
  operator = staff.operator!;
  buyer = await loginAs(t, 'demo');
});
afterAll(() => t?.close());

const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const base = () => ({
  name: '攻击满200减20',
  amount: '20',
  min_amount: '200',
  total: 10,
  per_buyer: 1,
  starts_at: iso(-hour),
  ends_at: iso(24 * hour),
  valid_days: 10,
});
const create = async (over: object = {}) => {
  const res = await call('POST', '/admin-api/coupon-templates', operator, { ...base(), ...over });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return res.json().data as { id: number };
};
const row = async (id: number) =>
  (await t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0]!;
const auditCount = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'coupon_template'`,
    ),
  )[0]!.n;
const templateCount = async () =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`SELECT count(*)::int AS n FROM coupon_templates`),
  )[0]!.n;

describe('who may write templates', () => {
  it('warehouse, finance, service and reviewer get 403 on every write and change nothing', async () => {
    const tpl = await create();
    const before = await row(tpl.id);
    const audits = await auditCount();
    const count = await templateCount();
    for (const role of ['warehouse', 'finance', 'service', 'reviewer']) {
      const h = staff[role]!;
      const answers = [
        await call('GET', '/admin-api/coupon-templates', h),
        await call('GET', `/admin-api/coupon-templates/${tpl.id}`, h),
        await call('POST', '/admin-api/coupon-templates', h, base()),
        await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, h, { total: 1 }),
        await call('POST', `/admin-api/coupon-templates/${tpl.id}/stop`, h, {}),
        await call('POST', `/admin-api/coupon-templates/${tpl.id}/start`, h, {}),
      ];
      expect(
        answers.map((a) => a.statusCode),
        role,
      ).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect(await row(tpl.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await templateCount()).toBe(count);
  });

  it('a buyer token or no session gets 10001 on the console; admin and operator may write', async () => {
    const tpl = await create();
    for (const h of [buyer, {}]) {
      for (const [m, u] of [
        ['GET', '/admin-api/coupon-templates'],
        ['POST', `/admin-api/coupon-templates/${tpl.id}/stop`],
        ['PUT', `/admin-api/coupon-templates/${tpl.id}`],
      ] as const) {
        const res = await call(m, u, h, m === 'GET' ? undefined : { total: 1 });
        expect([res.statusCode, res.json().code], `${m} ${u}`).toEqual([401, 10001]);
      }
    }
    // A staff cookie sent as a bearer token is not a buyer session either.
    const cookieValue = operator.cookie!.replace('admin_token=', '');
    const asBearer = await t.app.inject({
      url: '/api/user/coupon',
      headers: { authorization: `Bearer ${cookieValue}` },
    });
    expect(asBearer.statusCode).toBe(401);
    expect((await row(tpl.id)).enabled).toBe(true);
    const ok = await call('POST', `/admin-api/coupon-templates/${tpl.id}/stop`, staff.admin!, {});
    expect(ok.json().code).toBe(10000);
  });

  it('every write is audited, each with its action', async () => {
    const before = await auditCount();
    const tpl = await create();
    await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, { total: 20 });
    await call('POST', `/admin-api/coupon-templates/${tpl.id}/stop`, operator, {});
    await call('POST', `/admin-api/coupon-templates/${tpl.id}/start`, operator, {});
    const actions = rowsOf<{ action: string }>(
      await t.db.execute(
        sql`SELECT action FROM audit_log WHERE target_type = 'coupon_template' AND target_id = ${String(tpl.id)} ORDER BY id`,
      ),
    ).map((r) => r.action);
    expect(actions).toEqual([
      'coupon_template.create',
      'coupon_template.update',
      'coupon_template.stop',
      'coupon_template.start',
    ]);
    expect(await auditCount()).toBe(before + 4);
  });
});

describe('bad template bodies', () => {
  it('answers 4xx, never 500, to every wrong field on create, and stores nothing', async () => {
    const count = await templateCount();
    const bad: Record<string, unknown>[] = [
      { amount: '-1' },
      { amount: '0' },
      { amount: '0.001' },
      { amount: 'abc' },
      { amount: 20 },
      { amount: '99999999' },
      { amount: '300', min_amount: '200' },
      { amount: '200', min_amount: '200' },
      { total: 0 },
      { total: -5 },
      { total: 1.5 },
      { total: 2 ** 31 },
      { total: '1e3' },
      { per_buyer: 0 },
      { per_buyer: 101 },
      { per_buyer: [1] },
      { type: 3 },
      { type: '2x' },
      { name: '' },
      { name: 'x'.repeat(31) },
      { name: ['a'] },
      { goods_ids: 'a,b' },
      { goods_ids: '-1' },
      { goods_ids: '2147483648' },
      { goods_ids: [1.5] },
      { goods_ids: '99999999' },
      { category_ids: '99999999' },
      { goods_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { starts_at: '2026-13-01T00:00:00Z' },
      { starts_at: '2026-02-30T00:00:00Z' },
      { starts_at: '2026-12-01' },
      { starts_at: '2026-12-01 00:00:00' },
      { starts_at: 'yesterday' },
      { starts_at: 1764547200000 },
      { starts_at: '0000-01-01T00:00:00Z' },
      { ends_at: '9999-12-31T23:59:59-12:00' },
      { ends_at: iso(-hour), starts_at: iso(-2 * hour) },
      { ends_at: iso(-2 * hour) },
      { valid_days: 0, valid_to: null },
      { valid_days: 0 },
      { valid_days: -1 },
      { valid_days: 366 },
      { valid_days: 0, valid_to: iso(hour) },
      { valid_to: 'never' },
      { bogus: 1 },
      { issued: 5 },
      { enabled: false },
      { id: 1 },
    ];
    const wrong: string[] = [];
    for (const over of bad) {
      const res = await call('POST', '/admin-api/coupon-templates', operator, {
        ...base(),
        ...over,
      });
      if (res.statusCode < 400 || res.statusCode >= 500)
        wrong.push(
          `${JSON.stringify(over).slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    for (const body of ['', '{', '[]', 'null', '"x"']) {
      const res = await call('POST', '/admin-api/coupon-templates', operator, body);
      if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${body}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await templateCount()).toBe(count);
  });

  it('a partial PUT cannot break the whole template’s rules', async () => {
    const tpl = await create(); // 20 off 200, 10 days
    const before = await row(tpl.id);
    const bad: Record<string, unknown>[] = [
      { amount: '200' },
      { amount: '250' },
      { min_amount: '20' },
      { min_amount: '10' },
      { valid_days: 0 },
      { valid_days: 0, valid_to: null },
      { valid_days: 0, valid_to: iso(hour) },
      { ends_at: iso(-2 * hour) },
      { starts_at: iso(48 * hour) },
      { type: 2 },
      { issued: 0 },
      { enabled: false },
      { bogus: 1 },
      {},
      { name: undefined },
      { total: 0 },
      { starts_at: '0000-01-01T00:00:00Z' },
      { ends_at: '9999-12-31T23:59:59-12:00' },
      { goods_ids: '99999999' },
    ];
    const wrong: string[] = [];
    for (const body of bad) {
      const res = await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, body);
      if (res.statusCode < 400 || res.statusCode >= 500)
        wrong.push(`${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    expect(await row(tpl.id)).toEqual(before);
  });

  it('total cannot go below what was issued; an unknown or non-numeric id is 4xx', async () => {
    const tpl = await create({ total: 5, per_buyer: 1 });
    for (let i = 0; i < 3; i++) {
      const b = await newBuyer(t, 'atkadm');
      expect((await post(t, '/api/coupon/receive', b, { id: tpl.id })).json().code).toBe(10000);
    }
    const low = await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, { total: 2 });
    expect(low.statusCode).toBe(422);
    expect((await row(tpl.id)).total).toBe(5);
    const exact = await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, {
      total: 3,
    });
    expect(exact.json().code).toBe(10000);
    const b = await newBuyer(t, 'atkadm');
    const soldOut = await post(t, '/api/coupon/receive', b, { id: tpl.id });
    expect(soldOut.json().data?.reason).toBe('sold_out');
    for (const id of ['abc', '-1', '0', '1.5', '2147483648', '9999999']) {
      for (const [m, u] of [
        ['GET', `/admin-api/coupon-templates/${id}`],
        ['PUT', `/admin-api/coupon-templates/${id}`],
        ['POST', `/admin-api/coupon-templates/${id}/stop`],
        ['POST', `/admin-api/coupon-templates/${id}/start`],
      ] as const) {
        const res = await call(m, u, operator, m === 'GET' ? undefined : { total: 9 });
        expect(res.statusCode, `${m} ${u}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${m} ${u}`).toBeLessThan(500);
      }
    }
  });

  it('answers 4xx, never 500, to bad list queries', async () => {
    for (const q of [
      'status=foo',
      'type=3',
      'page=0',
      'page_size=101',
      'page_size=0',
      'bogus=1',
      `keywords=${'x'.repeat(31)}`,
    ]) {
      const res = await call('GET', `/admin-api/coupon-templates?${q}`, operator);
      expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, q).toBeLessThan(500);
    }
    for (const q of ['keywords=%25', 'keywords=_', "keywords='", 'keywords=%5C']) {
      const res = await call('GET', `/admin-api/coupon-templates?${q}`, operator);
      expect(res.json().code, q).toBe(10000);
    }
  });

  it('an ended template cannot be edited, not even by stopping it first', async () => {
    const tpl = await create();
    await t.db
      .update(couponTemplates)
      .set({ startsAt: new Date(Date.now() - 3 * hour), endsAt: new Date(Date.now() - hour) })
      .where(eq(couponTemplates.id, tpl.id));
    const direct = await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, {
      amount: '30',
    });
    expect(direct.statusCode).toBe(409);
    const stop = await call('POST', `/admin-api/coupon-templates/${tpl.id}/stop`, operator, {});
    expect(stop.statusCode).toBeLessThan(500);
    const viaStop = await call('PUT', `/admin-api/coupon-templates/${tpl.id}`, operator, {
      amount: '30',
    });
    expect(viaStop.statusCode, viaStop.body).toBe(409);
    expect((await row(tpl.id)).amountFen).toBe(2_000);
  });

  it('a cash voucher never carries a threshold, whatever the body says', async () => {
    const made = await call('POST', '/admin-api/coupon-templates', operator, {
      ...base(),
      type: 2,
      amount: '50',
      min_amount: '10',
    });
    expect(made.json().code, made.body).toBe(10000);
    const id = made.json().data.id as number;
    expect((await row(id)).minSpendFen).toBe(0);
    await call('PUT', `/admin-api/coupon-templates/${id}`, operator, { min_amount: '100' });
    expect((await row(id)).minSpendFen).toBe(0);
  });
});
