import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, varietyRequests } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 品种求购: a buyer asks, operators source, list (the buyer gets a message
// linking the goods) or decline; nobody else sees or changes a request.

let t: TestApp;
let a: TestBuyer;
let other: TestBuyer;
let operator: Record<string, string>;
let service: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [a, other] = (await makeBuyers(t.db, 2, 'pzqg')) as [TestBuyer, TestBuyer];
  [operator, service] = await Promise.all([staffLogin(t, 'operator'), staffLogin(t, 'service')]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const ask = (payload: object, headers = a.headers) => post('/api/user/buy', headers, payload);
const request = {
  name: '阿莫西林胶囊',
  manufacturer: '华北制药',
  specification: '0.25g*24粒',
  quantity: 50,
};

describe('asking for a variety', () => {
  it('stores the request with the target price in fen and lists it for its company only', async () => {
    const r = await ask({ ...request, price: '12.5', note: '急需' });
    expect(r.json()).toMatchObject({
      code: 10000,
      data: { status: 'submitted', status_text: '已提交', price: '12.50', quantity: 50 },
    });
    const id = r.json().data.id;
    const [row] = await t.db.select().from(varietyRequests).where(eq(varietyRequests.id, id));
    expect(row!.targetPriceFen).toBe(1250);
    expect((await get('/api/user/buy', a.headers)).json().data.total).toBe(1);
    expect((await get(`/api/user/buy/${id}`, a.headers)).json().data.name).toBe('阿莫西林胶囊');
    expect((await get('/api/user/buy', other.headers)).json().data.total).toBe(0);
    expect((await get(`/api/user/buy/${id}`, other.headers)).statusCode).toBe(404);
    expect((await get('/api/user/buy')).json().code).toBe(10001);
    expect((await get(`/api/user/buy/${id}`)).json().code).toBe(10001);
    expect((await ask(request, {})).json().code).toBe(10001);
  });

  it('refuses a note over 500 characters with a 422 and stores nothing', async () => {
    const before = (await get('/api/user/buy', a.headers)).json().data.total;
    const r = await ask({ ...request, note: '药'.repeat(501) });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.note[0]).toContain('500');
    expect((await ask({ ...request, note: '药'.repeat(500) })).statusCode).toBe(200);
    expect((await get('/api/user/buy', a.headers)).json().data.total).toBe(before + 1);
  });

  it('refuses a missing name, a bad quantity or price, and unknown fields', async () => {
    for (const bad of [
      { ...request, name: '' },
      { ...request, quantity: 0 },
      { ...request, quantity: '1.5' },
      { ...request, price: '-1' },
      { ...request, price: '0' },
      { ...request, name: '\u200b\u200b' },
      { ...request, price: '1.234' },
      { ...request, company_id: other.companyId },
    ])
      expect((await ask(bad)).statusCode, JSON.stringify(bad)).toBe(422);
  });

  it('stores HTML as typed', async () => {
    const note = '<script>alert(1)</script><b>粗体</b>';
    const r = await ask({ ...request, note });
    expect(r.json().data.note).toBe(note);
  });
});

describe('the console desk', () => {
  it('lets an operator source and list a request; the buyer gets a message linking the goods', async () => {
    const id = (await ask({ ...request, name: '布洛芬缓释胶囊' })).json().data.id;
    const list = (
      await get('/admin-api/variety-requests?status=submitted&keywords=布洛芬', operator)
    ).json().data;
    expect(list.data[0]).toMatchObject({ id, company_id: a.companyId, company_name: 'pzqg药房0' });
    expect(
      (await post(`/admin-api/variety-requests/${id}/sourcing`, operator)).json().data.status,
    ).toBe('sourcing');
    const goodsId = await makeGoods(t.db, { name: '布洛芬缓释胶囊 0.3g' });
    const listed = await post(`/admin-api/variety-requests/${id}/list`, operator, {
      goods_id: goodsId,
    });
    expect(listed.json().data).toMatchObject({ status: 'listed', goods_id: goodsId });
    const [m] = (await get('/api/user/message', a.headers)).json().data.data;
    expect(m).toMatchObject({ kind: 'variety_listed', link: `/list/info/${goodsId}`, is_read: 0 });
    expect((await get('/api/user/info', a.headers)).json().data.message_count).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit.map((x) => x.action).sort()).toEqual(['variety.listed', 'variety.sourcing']);
    // Listed once; a second decision is refused.
    expect(
      (await post(`/admin-api/variety-requests/${id}/decline`, operator, { reason: '不' }))
        .statusCode,
    ).toBe(409);
  });

  it('declines with a reason the buyer sees; unknown goods and missing reasons are refused', async () => {
    const id = (await ask(request)).json().data.id;
    expect(
      (await post(`/admin-api/variety-requests/${id}/list`, operator, { goods_id: 999999 }))
        .statusCode,
    ).toBe(422);
    expect((await post(`/admin-api/variety-requests/${id}/decline`, operator, {})).statusCode).toBe(
      422,
    );
    await post(`/admin-api/variety-requests/${id}/decline`, operator, { reason: '厂家停产' });
    expect((await get(`/api/user/buy/${id}`, a.headers)).json().data).toMatchObject({
      status: 'declined',
      reason: '厂家停产',
    });
  });

  it('is closed to customer service, buyers and visitors', async () => {
    const id = (await ask(request)).json().data.id;
    expect((await post(`/admin-api/variety-requests/${id}/sourcing`, service)).statusCode).toBe(
      403,
    );
    expect((await post(`/admin-api/variety-requests/${id}/sourcing`, a.headers)).json().code).toBe(
      10001,
    );
    expect((await get('/admin-api/variety-requests', a.headers)).json().code).toBe(10001);
    expect((await get(`/api/user/buy/${id}`, a.headers)).json().data.status).toBe('submitted');
  });
});
