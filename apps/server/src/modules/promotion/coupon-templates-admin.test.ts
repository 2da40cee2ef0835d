import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates } from '../../db/schema/index.ts';
import { makeBuyers, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// The coupon centre's templates in the console: what operators may write,
// what they may not, and that the buyer sees each change at once.

let t: TestApp;
let operator: { cookie: string };
let admin: { cookie: string };
let warehouse: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  [operator, admin, warehouse] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'admin'),
    staffLogin(t, 'warehouse'),
  ]);
  [buyer] = (await makeBuyers(t.db, 1, 'tpladm')) as [TestBuyer];
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
const base = () => ({
  name: '测试满200减20',
  amount: '20',
  min_amount: '200',
  total: 3,
  per_buyer: 1,
  starts_at: iso(-hour),
  ends_at: iso(24 * hour),
  valid_days: 10,
});
const create = (over: object = {}, who = operator) =>
  call('POST', '/admin-api/coupon-templates', who, { ...base(), ...over });
const claim = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/coupon/receive',
    headers: buyer.headers,
    payload: { id },
  });
const centreIds = async () =>
  (await t.app.inject({ url: '/api/user/available-coupon?page=1', headers: buyer.headers }))
    .json()
    .data.data.map((x: { id: number }) => x.id);
const auditOf = async (action: string, id: number) =>
  (await call('GET', `/admin-api/audit-log?action=${action}&target_id=${id}`, admin)).json().data
    .data;

describe('coupon templates in the console', () => {
  it('creates a template buyers can claim at once, listed with its counts, on record', async () => {
    const res = await create({ category_ids: [] });
    expect(res.json()).toMatchObject({
      code: 10000,
      data: {
        name: '测试满200减20',
        type: 1,
        amount: '20.00',
        min_amount: '200.00',
        status: 'running',
        status_text: '领取中',
        scope_text: '全场通用',
        valid_text: '领取后10天内有效',
        issued: 0,
        used: 0,
      },
    });
    const id = res.json().data.id;
    expect(await centreIds()).toContain(id);
    expect((await claim(id)).json().code).toBe(10000);
    const listed = (await call('GET', '/admin-api/coupon-templates?status=running', operator))
      .json()
      .data.data.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({ issued: 1 });
    const [entry] = await auditOf('coupon_template.create', id);
    expect(entry).toMatchObject({ username: 'operator' });
  });

  it('refuses bad terms, naming the field', async () => {
    const cases: [object, string][] = [
      [{ amount: '200' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ ends_at: iso(-2 * hour) }, 'ends_at'],
      [{ valid_days: 0 }, 'valid_to'],
      [{ valid_days: 0, valid_to: iso(hour) }, 'valid_to'],
      [{ total: 0 }, 'total'],
      [{ per_buyer: 101 }, 'per_buyer'],
      [{ goods_ids: [99_999_999] }, 'goods_ids'],
      [{ category_ids: [99_999] }, 'category_ids'],
      [{ type: 3 }, 'type'],
      [{ surprise: 1 }, 'surprise'],
    ];
    for (const [over, field] of cases) {
      const res = await create(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(over)).toContain(field);
    }
    // A cash voucher has no threshold, whatever is sent.
    const cash = await create({ type: 2, amount: '500', min_amount: '100' });
    expect(cash.json().data).toMatchObject({ type: 2, min_amount: '0.00', type_text: '现金券' });
  });

  it('edits a template, never below what was issued, and buyers see the new terms', async () => {
    const id = (await create({ total: 5, per_buyer: 2 })).json().data.id;
    expect((await claim(id)).json().code).toBe(10000);
    expect((await claim(id)).json().code).toBe(10000);
    const below = await call('PUT', `/admin-api/coupon-templates/${id}`, operator, { total: 1 });
    expect([below.statusCode, Object.keys(below.json().errors)]).toEqual([422, ['total']]);
    const min = await call('PUT', `/admin-api/coupon-templates/${id}`, operator, {
      min_amount: '10',
    });
    expect(Object.keys(min.json().errors)).toEqual(['amount']);
    const ok = await call('PUT', `/admin-api/coupon-templates/${id}`, operator, {
      name: '改名后的券',
      total: 2,
    });
    expect(ok.json().data).toMatchObject({ name: '改名后的券', total: 2, issued: 2 });
    const [entry] = await auditOf('coupon_template.update', id);
    expect(entry.before).toMatchObject({ total: 5 });
    expect(entry.after).toMatchObject({ total: 2, name: '改名后的券' });
  });

  it('stops claims at once and starts them again; an ended template cannot be edited', async () => {
    const id = (await create()).json().data.id;
    expect(
      (await call('POST', `/admin-api/coupon-templates/${id}/stop`, operator)).json().data,
    ).toMatchObject({ status: 'stopped' });
    expect(await centreIds()).not.toContain(id);
    expect((await claim(id)).json()).toMatchObject({ msg: '活动已结束' });
    await call('POST', `/admin-api/coupon-templates/${id}/start`, operator);
    expect((await claim(id)).json().code).toBe(10000);
    expect(await auditOf('coupon_template.stop', id)).toHaveLength(1);
    expect(await auditOf('coupon_template.start', id)).toHaveLength(1);

    const ended = (await create({ starts_at: iso(-3 * hour), ends_at: iso(hour) })).json().data.id;
    await call('PUT', `/admin-api/coupon-templates/${ended}`, operator, {
      ends_at: iso(2 * hour),
    });
    // Moved into the past by the database clock: ended, so locked.
    await t.db
      .update(couponTemplates)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(couponTemplates.id, ended));
    const edit = await call('PUT', `/admin-api/coupon-templates/${ended}`, operator, { total: 9 });
    expect(edit.statusCode).toBe(409);
    const restart = await call('POST', `/admin-api/coupon-templates/${ended}/start`, operator);
    expect(restart.statusCode).toBe(409);
  });

  it('is for staff with the promotions permission only', async () => {
    expect((await create({}, warehouse)).statusCode).toBe(403);
    expect((await call('GET', '/admin-api/coupon-templates', warehouse)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin-api/coupon-templates' })).statusCode).toBe(401);
    expect((await call('GET', '/admin-api/coupon-templates/99999999', operator)).statusCode).toBe(
      404,
    );
  });
});
