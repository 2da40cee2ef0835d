import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderScene } from '../../test/scene.ts';

// Rank, service contact and freezing a buyer from the console: the buyer sees
// each change on its next request, and only buyers.write may make it.

type Headers = Record<string, string>;
let t: TestApp;
let reviewer: Headers;
let admin: Headers;
let keys = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  reviewer = await staffLogin(t, 'reviewer');
  admin = await staffLogin(t, 'admin');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const companyRow = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const auditOf = async (action: string, id: number) =>
  (await get(`/admin-api/audit-log?action=${action}&target_id=${id}`, admin)).json().data.data;
const info = async (b: TestBuyer) => (await get('/api/user/info', b.headers)).json().data;

describe('the console selects', () => {
  it('lists ranks and service contacts to anyone who reads buyers', async () => {
    const service = await staffLogin(t, 'service');
    const ranks = (await get('/admin-api/ranks', service)).json().data;
    expect(ranks.map((r: { name: string }) => r.name)).toEqual([
      '普通会员',
      '银牌会员',
      '金牌会员',
      '钻石会员',
    ]);
    const contacts = (await get('/admin-api/service-contacts', service)).json().data;
    expect(contacts[0]).toMatchObject({ name: '客服中心', is_default: 1 });
    expect(contacts).toHaveLength(5);
    const warehouse = await staffLogin(t, 'warehouse');
    expect((await get('/admin-api/ranks', warehouse)).statusCode).toBe(403);
  });
});

describe('rank and service contact', () => {
  it('shows the buyer its new rank and contact at once, and the default contact after null', async () => {
    const [b] = (await makeBuyers(t.db, 1, 'rank')) as [TestBuyer];
    const first = await info(b);
    expect(first.rank).toBe('普通会员');

    const r = await send('PUT', `/admin-api/companies/${b.companyId}`, reviewer, {
      rank_id: 3,
      service_contact_id: 2,
    });
    expect(r.json(), r.body).toMatchObject({
      code: 10000,
      data: { rank: '金牌会员', rank_id: 3, service_contact_id: 2 },
    });
    const seen = await info(b);
    expect(seen).toMatchObject({ rank: '金牌会员', rank_id: 3 });
    expect(seen.admin).toMatchObject({ name: '张晓燕', phone: '13911026458' });

    const back = await send('PUT', `/admin-api/companies/${b.companyId}`, reviewer, {
      service_contact_id: null,
    });
    expect(back.json().data).toMatchObject({ rank_id: 3, service_contact_id: null });
    const after = await info(b);
    expect(after.rank).toBe('金牌会员');
    expect(after.admin.name).not.toBe('张晓燕');
    expect(after.admin.is_default).toBe(1);

    const entries = await auditOf('company.standing', b.companyId);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      username: 'reviewer',
      before: { rank_id: 1, service_contact_id: null },
      after: { rank_id: 3, service_contact_id: 2 },
    });
    expect(entries[0]).toMatchObject({
      before: { rank_id: 3, service_contact_id: 2 },
      after: { rank_id: 3, service_contact_id: null },
    });
  });

  it('refuses unknown ranks and contacts, unknown fields and an empty change (422), changing nothing', async () => {
    const [b] = (await makeBuyers(t.db, 1, 'rankbad')) as [TestBuyer];
    const url = `/admin-api/companies/${b.companyId}`;
    const cases: [object, string][] = [
      [{ rank_id: 99 }, 'rank_id'],
      [{ service_contact_id: 99 }, 'service_contact_id'],
      [{ rank_id: 'gold' }, 'rank_id'],
      [{ rank_id: -1 }, 'rank_id'],
      [{ rank_id: 2, frozen: 1 }, 'frozen'],
      [{}, ''],
    ];
    for (const [payload, field] of cases) {
      const r = await send('PUT', url, reviewer, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
      if (field) expect(Object.keys(r.json().errors ?? {}), r.body).toContain(field);
    }
    expect(await companyRow(b.companyId)).toMatchObject({ rankId: 1, serviceContactId: null });
    expect(await auditOf('company.standing', b.companyId)).toHaveLength(0);
    expect(
      (await send('PUT', '/admin-api/companies/999999', reviewer, { rank_id: 2 })).statusCode,
    ).toBe(404);
  });

  it('is refused (403) to roles without buyers.write, changing nothing', async () => {
    const [b] = (await makeBuyers(t.db, 1, 'rankrole')) as [TestBuyer];
    for (const who of ['operator', 'warehouse', 'finance', 'service']) {
      const h = await staffLogin(t, who);
      const r = await send('PUT', `/admin-api/companies/${b.companyId}`, h, { rank_id: 4 });
      expect(r.statusCode, who).toBe(403);
      for (const path of ['freeze', 'unfreeze'])
        expect(
          (await send('POST', `/admin-api/companies/${b.companyId}/${path}`, h, { reason: 'x' }))
            .statusCode,
          `${who} ${path}`,
        ).toBe(403);
    }
    // A buyer's token is no staff token.
    expect(
      (await send('PUT', `/admin-api/companies/${b.companyId}`, b.headers, { rank_id: 4 }))
        .statusCode,
    ).toBe(401);
    expect(await companyRow(b.companyId)).toMatchObject({ rankId: 1, frozen: false });
  });
});

describe('freezing a buyer', () => {
  it('stops adding to the cart, ordering and paying at once; browsing goes on; unfreezing restores it', async () => {
    const { b, orderId, goodsId } = await orderScene(t);
    const other = await makeGoods(t.db, { midPackQuantity: 1 });
    // The buyer's session is in the cache before the freeze.
    expect((await info(b)).is_passed).toBe(1);

    const frozen = await send('POST', `/admin-api/companies/${b.companyId}/freeze`, reviewer, {
      reason: '资质到期未更新',
    });
    expect(frozen.json(), frozen.body).toMatchObject({ code: 10000, data: { frozen: 1 } });

    const refused = [
      await send('POST', '/api/cart', b.headers, { goods_id: other, number: 1 }),
      await send('POST', '/api/order/create', b.headers, {
        ids: [1],
        address_id: b.addressId,
        key: `frz-${++keys}-${Date.now()}`,
      }),
      await send('POST', `/api/order/${orderId}/pay`, b.headers, {
        method: 'balance',
        key: `frzpay-${++keys}-${Date.now()}`,
      }),
      await send('POST', `/api/order/${orderId}/pay`, b.headers, {
        method: 'online',
        key: `frzon-${++keys}-${Date.now()}`,
      }),
    ];
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(403);
      expect(r.json()).toMatchObject({ msg: '账户已冻结，请联系客服', data: { reason: 'frozen' } });
    }
    // Still logged in, still browsing.
    expect((await get('/api/user/info', b.headers)).statusCode).toBe(200);
    expect((await get(`/api/goods/detail/${goodsId}`, b.headers)).statusCode).toBe(200);
    expect((await get(`/api/order/${orderId}`, b.headers)).json().data.status).toBe('unpaid');

    const again = await send('POST', `/admin-api/companies/${b.companyId}/freeze`, reviewer, {
      reason: '再次冻结',
    });
    expect(again.statusCode).toBe(409);

    const thawed = await send('POST', `/admin-api/companies/${b.companyId}/unfreeze`, reviewer);
    expect(thawed.json(), thawed.body).toMatchObject({ code: 10000, data: { frozen: 0 } });
    const paid = await send('POST', `/api/order/${orderId}/pay`, b.headers, {
      method: 'balance',
      key: `thaw-${++keys}-${Date.now()}`,
    });
    expect(paid.json(), paid.body).toMatchObject({ code: 10000, data: { status: 'paid' } });
    expect(
      (await send('POST', '/api/cart', b.headers, { goods_id: other, number: 1 })).json().code,
    ).toBe(10000);
    expect(
      (await send('POST', `/admin-api/companies/${b.companyId}/unfreeze`, reviewer)).statusCode,
    ).toBe(409);

    const freezes = await auditOf('company.freeze', b.companyId);
    expect(freezes).toHaveLength(1);
    expect(freezes[0]).toMatchObject({
      before: { frozen: 0 },
      after: { frozen: 1, reason: '资质到期未更新' },
    });
    const unfreezes = await auditOf('company.unfreeze', b.companyId);
    expect(unfreezes).toHaveLength(1);
    expect(unfreezes[0]).toMatchObject({ before: { frozen: 1 }, after: { frozen: 0 } });
  });

  it('needs a reason to freeze (422) and lists frozen buyers', async () => {
    const [b] = (await makeBuyers(t.db, 1, 'frzbad')) as [TestBuyer];
    const url = `/admin-api/companies/${b.companyId}/freeze`;
    for (const payload of [
      {},
      { reason: '   ' },
      { reason: 'x', extra: 1 },
      { reason: 'x'.repeat(201) },
    ])
      expect((await send('POST', url, reviewer, payload)).statusCode, JSON.stringify(payload)).toBe(
        422,
      );
    expect((await companyRow(b.companyId)).frozen).toBe(false);
    await send('POST', url, reviewer, { reason: '欠款' });
    const list = (await get('/admin-api/companies?status=frozen', reviewer)).json().data.data;
    expect(list.map((c: { id: number }) => c.id)).toContain(b.companyId);
  });
});
