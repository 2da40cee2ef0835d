import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, coupons, credentials, messages, users } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// The message centre: notices reach only their company, the unread count is
// the user state's message_count, and the expiry job sends each notice once.
// Another company's and a visitor's attempts: modules/account/account-centre-idor.test.ts.

let t: TestApp;
let a: TestBuyer;
let other: TestBuyer;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [a, other] = (await makeBuyers(t.db, 2, 'msg')) as [TestBuyer, TestBuyer];
});
afterAll(() => t?.close());

const svc = () => t.app.services.messages;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string> = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const count = async (b: TestBuyer) =>
  (await get('/api/user/info', b.headers)).json().data.message_count;
const send = (companyId: number, title: string, link = '') =>
  svc().notify(t.db, companyId, { kind: 'variety_listed', title, body: '正文', link });

describe('the message centre', () => {
  it('starts the demo buyer with two unread messages: a variety listed and a lot recalled', async () => {
    const demo = await loginAs(t, 'demo');
    expect((await get('/api/user/info', demo)).json().data.message_count).toBe(2);
    const page = (await get('/api/user/message?unread=1', demo)).json().data;
    const listed = page.data.find((m: { kind: string }) => m.kind === 'variety_listed');
    expect(listed).toMatchObject({ is_read: 0 });
    expect(listed.link).toMatch(/^\/list\/info\/\d+$/);
    // The demo's recalled lot (demo/recall.ts): the notice opens the first order that received it.
    const recall = page.data.find((m: { kind: string }) => m.kind === 'lot_recall');
    expect(recall).toMatchObject({ is_read: 0, title: expect.stringContaining('药品召回通知') });
    expect(recall.link).toMatch(/^\/order\/info\/\d+$/);
    const requests = (await get('/api/user/buy', demo)).json().data.data;
    expect(requests.map((r: { status: string }) => r.status).sort()).toEqual([
      'declined',
      'listed',
    ]);
  });

  it('counts unread messages in the user state and pages them newest first', async () => {
    expect(await count(a)).toBe(0);
    await send(a.companyId, '第一条');
    await send(a.companyId, '第二条', '/list/info/1');
    expect(await count(a)).toBe(2);
    expect(await count(other)).toBe(0);
    const page = (await get('/api/user/message?page_size=1', a.headers)).json().data;
    expect(page).toMatchObject({ total: 2, last_page: 2, unread: 2 });
    expect(page.data[0]).toMatchObject({ title: '第二条', link: '/list/info/1', is_read: 0 });
  });

  it('marks a message read when opened, and all read at once', async () => {
    const [first] = (await get('/api/user/message', a.headers)).json().data.data;
    const opened = (await get(`/api/user/message/${first.id}`, a.headers)).json().data;
    expect(opened).toMatchObject({ id: first.id, is_read: 1 });
    expect(await count(a)).toBe(1);
    const unreadOnly = (await get('/api/user/message?unread=1', a.headers)).json().data;
    expect(unreadOnly.total).toBe(1);
    expect((await post('/api/user/message/read-all', a.headers)).json().data).toEqual({
      unread: 0,
    });
    expect(await count(a)).toBe(0);
  });

  it('deletes a message, and a deleted message is gone from the list', async () => {
    await send(a.companyId, '待删除');
    const [m] = (await get('/api/user/message', a.headers)).json().data.data;
    const r = await post('/api/user/message/delete', a.headers, { ids: [m.id] });
    expect(r.json()).toMatchObject({ code: 10000, data: { unread: 0 } });
    expect((await get(`/api/user/message/${m.id}`, a.headers)).statusCode).toBe(404);
    expect((await get('/api/user/message', a.headers)).json().data.total).toBe(2);
  });

  it('refuses bad ids with a 422', async () => {
    const r = await post('/api/user/message/read', a.headers, { ids: 'x' });
    expect(r.statusCode).toBe(422);
  });
});

describe('ids that are not the reader’s', () => {
  const readAt = async (id: number) =>
    (await t.db.select({ at: messages.readAt }).from(messages).where(eq(messages.id, id)))[0]?.at;
  const mark = (b: Record<string, string>, ids: number[]) =>
    post('/api/user/message/read', b, { ids });
  const remove = (b: Record<string, string>, ids: number[]) =>
    post('/api/user/message/delete', b, { ids });
  const newest = async (b: Record<string, string>) =>
    (await get('/api/user/message', b)).json().data.data[0].id as number;

  // Read answered 200 for any id (delete 404), so the two told apart an id
  // that exists elsewhere from none; now both answer 404 for either.
  it('reads: 404 for another company’s id and for none, as delete; the message stays unread', async () => {
    await send(other.companyId, '别家的消息');
    const theirs = await newest(other.headers);
    const none = theirs + 1_000_000;
    const [r1, r2, d1, d2] = [
      await mark(a.headers, [theirs]),
      await mark(a.headers, [none]),
      await remove(a.headers, [theirs]),
      await remove(a.headers, [none]),
    ];
    for (const r of [r1, r2, d1, d2]) expect(r.statusCode, r.body).toBe(404);
    expect(r1.body).toBe(r2.body);
    expect(d1.body).toBe(d2.body);
    expect(await readAt(theirs)).toBeNull();
    expect(await count(other)).toBe(1);
  });

  it('reads its own, read before or not, and only its own of a mixed list', async () => {
    await send(a.companyId, '自己的消息');
    const mine = await newest(a.headers);
    const theirs = await newest(other.headers);
    const unreadBefore = await count(a);
    const r = await mark(a.headers, [mine, theirs]);
    expect(r.json()).toMatchObject({ code: 10000, data: { unread: unreadBefore - 1 } });
    const first = await readAt(mine);
    expect(first).not.toBeNull();
    expect(await readAt(theirs)).toBeNull();
    // Again: still the reader's (200), and the first reading time stays.
    expect((await mark(a.headers, [mine])).statusCode).toBe(200);
    expect(await readAt(mine)).toEqual(first);
  });

  // A sub-account without see_all_orders does not see the notices about its
  // main account's orders: to it they are another's, on every route.
  it('treats the main account’s order notice as another’s for a sub-account that may not see its orders', async () => {
    const [sub] = (await makeBuyers(t.db, 1, 'msgsub', a.companyId)) as [TestBuyer];
    await t.db.update(users).set({ isMain: false }).where(eq(users.id, sub.userId));
    const life = orderLife(t);
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    await life.ship(await life.paidOrder(a, [{ goodsId: g, number: 1 }]));
    const notice = await newest(a.headers);
    expect((await get(`/api/user/message/${notice}`, sub.headers)).statusCode).toBe(404);
    expect((await mark(sub.headers, [notice])).statusCode).toBe(404);
    expect((await remove(sub.headers, [notice])).statusCode).toBe(404);
    expect(await count(sub)).toBe(0);
    expect((await post('/api/user/message/read-all', sub.headers)).statusCode).toBe(200);
    expect(await readAt(notice)).toBeNull();
    expect(await count(a)).toBe(1);
  });
});

describe('notices other modules send', () => {
  it('tells the buyer an order has shipped, linking the order', async () => {
    const life = orderLife(t);
    const g = await makeGoods(t.db, { midPackQuantity: 1 });
    const orderId = await life.paidOrder(other, [{ goodsId: g, number: 1 }]);
    await life.ship(orderId);
    const [m] = (await get('/api/user/message', other.headers)).json().data.data;
    expect(m).toMatchObject({ kind: 'order_shipped', link: `/order/info/${orderId}`, is_read: 0 });
  });

  it('tells a company its credentials were rejected, with the reason', async () => {
    const [c] = (await makeBuyers(t.db, 1, 'msgrev')) as [TestBuyer];
    await t.db.update(companies).set({ review: 'pending' }).where(eq(companies.id, c.companyId));
    const r = await post(
      `/admin-api/companies/${c.companyId}/review`,
      await staffLogin(t, 'reviewer'),
      {
        result: 'reject',
        reason: '营业执照模糊',
      },
    );
    expect(r.json().code, r.body).toBe(10000);
    const [m] = (await get('/api/user/message', c.headers)).json().data.data;
    expect(m).toMatchObject({ kind: 'credentials_rejected', link: '/zzzj' });
    expect(m.body).toContain('营业执照模糊');
  });
});

describe('the expiry job', () => {
  it('sends one notice per expiring licence and coupon, even when run twice at once', async () => {
    const [c] = (await makeBuyers(t.db, 1, 'msgexp')) as [TestBuyer];
    const day = 86_400_000;
    const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
    await t.db.insert(credentials).values([
      { companyId: c.companyId, kind: 'business_licence', number: 'L-10', expiresOn: inDays(10) },
      { companyId: c.companyId, kind: 'drug_licence', number: 'L-90', expiresOn: inDays(90) },
    ]);
    await t.db.insert(coupons).values([
      {
        companyId: c.companyId,
        name: '满100减10',
        amountFen: 1000,
        endsAt: new Date(Date.now() + 2 * day),
      },
      {
        companyId: c.companyId,
        name: '远期券',
        amountFen: 1000,
        endsAt: new Date(Date.now() + 9 * day),
      },
      {
        companyId: c.companyId,
        name: '已用券',
        amountFen: 1000,
        status: 'used',
        endsAt: new Date(Date.now() + day),
      },
    ]);
    const [x, y] = await Promise.all([svc().sweepExpiring(), svc().sweepExpiring()]);
    const mine = await t.db.select().from(messages).where(eq(messages.companyId, c.companyId));
    expect(mine.map((m) => m.kind).sort()).toEqual(['coupon_expiring', 'licence_expiring']);
    expect(mine.find((m) => m.kind === 'licence_expiring')!.body).toContain('L-10');
    expect(mine.find((m) => m.kind === 'coupon_expiring')!.body).toContain('满100减10');
    // Both runs together sent each notice once (other companies' rows count too).
    expect(x + y).toBeGreaterThanOrEqual(2);
    await svc().sweepExpiring();
    expect(
      await t.db.select().from(messages).where(eq(messages.companyId, c.companyId)),
    ).toHaveLength(2);
    expect(await count(c)).toBe(2);

    // Deleted, it is not sent again.
    const ids = mine.map((m) => m.id);
    await post('/api/user/message/delete', c.headers, { ids });
    await svc().sweepExpiring();
    const after = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.companyId, c.companyId)));
    expect(after).toHaveLength(2);
    expect(await count(c)).toBe(0);
  });
});
