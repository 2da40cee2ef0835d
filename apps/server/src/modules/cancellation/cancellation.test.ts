import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancellationRequests,
  orders,
  storeMembers,
  users,
  wallets,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [operator, warehouse] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: object, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers }, payload });
const state = async (b: TestBuyer) => (await get('/api/user/cancellation', b.headers)).json().data;
const apply = (b: TestBuyer, reason = '门店停业') =>
  post('/api/user/cancellation', b.headers, { reason });
const emptyWallet = (companyId: number) =>
  t.db.update(wallets).set({ balanceFen: 0 }).where(eq(wallets.companyId, companyId));
const decide = (id: number, body: object, who: object = operator) =>
  post(`/admin-api/cancellations/${id}/decide`, who, body);

describe('account cancellation', () => {
  it('is refused with the reasons while a balance or an open order remains', async () => {
    const [b] = await makeBuyers(t.db, 1, 'cxa');
    const s = await state(b!);
    expect(s.can_apply).toBe(0);
    expect(s.blockers.join()).toContain('账户余额尚有 ¥100000.00');
    const refused = await apply(b!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('账户余额');

    const g = await makeGoods(t.db);
    await orderLife(t).paidOrder(b!, [{ goodsId: g, number: 10 }]);
    await emptyWallet(b!.companyId);
    const s2 = await state(b!);
    expect(s2.blockers).toEqual(['有 1 笔未完成收货的订单，请确认收货后再申请']);
    expect((await apply(b!)).statusCode).toBe(409);
    expect(
      await t.db
        .select()
        .from(cancellationRequests)
        .where(eq(cancellationRequests.companyId, b!.companyId)),
    ).toHaveLength(0);

    await t.db
      .update(orders)
      .set({ status: 'completed' })
      .where(eq(orders.companyId, b!.companyId));
    expect((await state(b!)).can_apply).toBe(1);
  });

  it('only the main account asks; the reason is bounded and stored as typed', async () => {
    const [main] = await makeBuyers(t.db, 1, 'cxb');
    await emptyWallet(main!.companyId);
    const [sub] = await makeBuyers(t.db, 1, 'cxbsub', main!.companyId);
    await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub!.userId));
    expect((await apply(sub!)).statusCode).toBe(403);
    expect((await state(sub!)).blockers).toContain('仅主账号可申请注销账户');
    expect((await apply(main!, 'x'.repeat(501))).statusCode).toBe(422);
    expect((await apply(main!, '')).statusCode).toBe(422);
    const typed = '<img src=x onerror=alert(1)>不再经营';
    const made = await apply(main!, typed);
    expect(made.json().data.request).toMatchObject({ reason: typed, status: 'pending' });
    // One pending request at a time.
    expect((await apply(main!)).statusCode).toBe(409);
    expect((await get('/api/user/cancellation')).statusCode).toBe(401);
  });

  it('two requests at once: exactly one is stored', async () => {
    const [b] = await makeBuyers(t.db, 1, 'cxc');
    await emptyWallet(b!.companyId);
    const answers = await Promise.all([apply(b!), apply(b!), apply(b!)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(cancellationRequests)
        .where(eq(cancellationRequests.companyId, b!.companyId)),
    ).toHaveLength(1);
  });

  it('another company sees only its own request', async () => {
    const [a, other] = await makeBuyers(t.db, 2, 'cxd');
    await emptyWallet(a!.companyId);
    await apply(a!);
    expect((await state(other!)).request).toBeNull();
  });

  it('rejected with a reason the buyer sees; the company keeps working', async () => {
    const [b] = await makeBuyers(t.db, 1, 'cxe');
    await emptyWallet(b!.companyId);
    const id = (await apply(b!)).json().data.request.id as number;
    expect((await decide(id, { approve: 0 })).statusCode).toBe(422);
    expect(
      (await decide(id, { approve: 0, reject_reason: '请先结清对账' }, warehouse)).statusCode,
    ).toBe(403);
    const r = await decide(id, { approve: 0, reject_reason: '请先结清对账' });
    expect(r.json().data).toMatchObject({ status: 'rejected', reject_reason: '请先结清对账' });
    expect((await state(b!)).request.reject_reason).toBe('请先结清对账');
    expect((await get('/api/user/info', b!.headers)).statusCode).toBe(200);
    expect((await decide(id, { approve: 1 })).statusCode).toBe(409);
  });

  it('approved: every login of the company stops and its sessions end; audited', async () => {
    const [main] = await makeBuyers(t.db, 1, 'cxf');
    await emptyWallet(main!.companyId);
    const [sub] = await makeBuyers(t.db, 1, 'cxfsub', main!.companyId);
    const [bystander] = await makeBuyers(t.db, 1, 'cxg');
    // A real password for the login check.
    const { hashPassword } = await import('../../platform/password.ts');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('demo123456') })
      .where(eq(users.id, main!.userId));
    const id = (await apply(main!)).json().data.request.id as number;

    const list = (await get('/admin-api/cancellations?status=pending', operator)).json().data;
    expect(list.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      company_name: 'cxf药房0',
      username: 'cxf0',
      blockers: [],
    });
    const ok = await decide(id, { approve: 1 });
    expect(ok.json().data.status).toBe('approved');
    expect((await get('/api/user/info', main!.headers)).json().code).toBe(10001);
    expect((await get('/api/user/info', sub!.headers)).json().code).toBe(10001);
    expect((await get('/api/user/info', bystander!.headers)).json().code).toBe(10000);
    const login = await post('/api/user/login', {}, { username: 'cxf0', password: 'demo123456' });
    expect(login.json().msg).toContain('已注销');
    const admin = await staffLogin(t, 'admin');
    const log = (await get('/admin-api/audit-log?action=cancellation.approve', admin)).json().data
      .data as { target_id: string }[];
    expect(log.map((l) => l.target_id)).toContain(String(main!.companyId));
  });

  it('approved: a login holding the company as a further store goes back to its own', async () => {
    const [closing, holder] = (await makeBuyers(t.db, 2, 'cxs')) as [TestBuyer, TestBuyer];
    await emptyWallet(closing.companyId);
    await t.db.insert(storeMembers).values({ userId: holder.userId, companyId: closing.companyId });
    const stores = async () =>
      (await get('/api/user/stores', holder.headers)).json().data as {
        company_id: number;
        current: number;
      }[];
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/user/stores/current',
      headers: holder.headers,
      payload: { company_id: closing.companyId },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await stores()).find((s) => s.current === 1)?.company_id).toBe(closing.companyId);

    const id = (await apply(closing)).json().data.request.id as number;
    expect((await decide(id, { approve: 1 })).json().data.status).toBe('approved');
    // Still logged in, now on its own company, and the cancelled store is not offered.
    expect((await get('/api/user/info', holder.headers)).json().code).toBe(10000);
    expect(await stores()).toEqual([
      expect.objectContaining({ company_id: holder.companyId, current: 1 }),
    ]);
    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/user/stores/current',
      headers: holder.headers,
      payload: { company_id: closing.companyId },
    });
    expect(back.statusCode).toBe(404);
  });

  it('approval is refused when an order was opened after the request', async () => {
    const [b] = await makeBuyers(t.db, 1, 'cxh');
    await emptyWallet(b!.companyId);
    const id = (await apply(b!)).json().data.request.id as number;
    await t.db.update(wallets).set({ balanceFen: 500 }).where(eq(wallets.companyId, b!.companyId));
    const r = await decide(id, { approve: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toContain('¥5.00');
    expect((await get('/api/user/info', b!.headers)).statusCode).toBe(200);
  });
});
