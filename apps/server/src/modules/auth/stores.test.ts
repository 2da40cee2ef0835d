import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, storeMembers, wallets } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, type TestApp, testApp } from '../../test/helper.ts';

// Multi-store (/ddgl): what a login sees follows the session's store, drafts
// are continued or discarded but never bought from, and no login reaches a
// store it does not hold.

let t: TestApp;
let made = 0;
type H = Record<string, string>;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

const { get, post, put, del } = jsonCalls(() => t);

type StoreRow = { company_id: number; current: number; review: string; next_step: number | null };
const storesOf = async (h: H) => (await get('/api/user/stores', h)).json().data as StoreRow[];
const currentOf = async (h: H) => (await storesOf(h)).find((s) => s.current === 1)!.company_id;
const switchTo = (h: H, companyId: number) =>
  put('/api/user/stores/current', h, { company_id: companyId });

/** A login holding two approved stores (its own and `second`), with one more session of it. */
async function twoStores() {
  const [home, other] = (await makeBuyers(t.db, 2, `st${++made}x`)) as [TestBuyer, TestBuyer];
  await t.db.insert(storeMembers).values({ userId: home.userId, companyId: other.companyId });
  return { login: home, second: other.companyId, otherSession: await sessionOf(home.userId) };
}

async function sessionOf(userId: number): Promise<H> {
  const token = newToken();
  await t.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { authorization: `Bearer ${token}` };
}

async function addToCart(h: H, goodsId: number, number: number) {
  const res = await post('/api/cart', h, { params: [{ goods_id: goodsId, number }] });
  expect(res.json().code, res.body).toBe(10000);
}

const cartNum = async (h: H, g: number) =>
  (await get(`/api/goods/detail/${g}`, h)).json().data.cartNum as number;

describe('已加购 N follows the current store', () => {
  it('goods detail, list and search count the current store’s cart only; the badge too', async () => {
    const { login, second } = await twoStores();
    const h = login.headers;
    const g = await makeGoods(t.db, { stock: 500, name: `多门店加购测试${made}` });
    await addToCart(h, g, 30);
    expect(await cartNum(h, g)).toBe(30);
    expect((await switchTo(h, second)).json().code).toBe(10000);
    // Read at once after the switch: a per-login cache would still say 30.
    expect(await cartNum(h, g)).toBe(0);
    const found = (
      await get(`/api/goods/list?keywords=${encodeURIComponent(`多门店加购测试${made}`)}`, h)
    ).json().data.data as { id: number; cartNum: number }[];
    expect(found.find((x) => x.id === g)?.cartNum).toBe(0);
    expect((await get('/api/user/info', h)).json().data.cart).toBe(0);
    await addToCart(h, g, 20);
    expect(await cartNum(h, g)).toBe(20);
    expect((await get('/api/user/info', h)).json().data.cart).toBe(1);
    await switchTo(h, login.companyId);
    expect(await cartNum(h, g)).toBe(30);
  });
});

describe('a draft store left at /register_dd', () => {
  it('is continued at its step or discarded, never switched to for buying', async () => {
    const { login, otherSession } = await twoStores();
    const h = login.headers;
    const draft = (await post('/api/user/stores', h)).json().data.company_id as number;
    // Abandoned at step 2: the buyer goes home.
    expect((await switchTo(h, login.companyId)).json().code).toBe(10000);
    expect((await storesOf(h)).find((s) => s.company_id === draft)).toMatchObject({
      review: 'draft',
      next_step: 2,
      current: 0,
    });
    const refused = await switchTo(h, draft);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('继续完善资料');
    expect(await currentOf(h)).toBe(login.companyId);

    const cont = await post(`/api/user/stores/${draft}/continue`, h);
    expect(cont.json().data, cont.body).toEqual({ company_id: draft, next_step: 2 });
    expect(await currentOf(h)).toBe(draft);
    const step2 = await post('/api/user/register/company', h, {
      name: '续填分店',
      type: 'pharmacy',
      contact_name: '李四',
      contact_phone: '13900001111',
      region: '北京市 东城区',
      address: '东直门内大街 1 号',
    });
    expect(step2.json().code, step2.body).toBe(10000);
    // Still a draft: it cannot buy while the session is on it.
    const g = await makeGoods(t.db, { stock: 10 });
    expect((await post('/api/cart', h, { params: [{ goods_id: g, number: 1 }] })).statusCode).toBe(
      411,
    );
    await switchTo(h, login.companyId);
    expect((await post(`/api/user/stores/${draft}/continue`, h)).json().data.next_step).toBe(3);

    // Discarded while this session and another of the login are on it: both go home.
    await t.db
      .update(sessions)
      .set({ companyId: draft })
      .where(eq(sessions.tokenHash, hashToken(otherSession.authorization!.slice(7))));
    expect(await currentOf(otherSession)).toBe(draft);
    const gone = await del(`/api/user/stores/${draft}`, h);
    expect(gone.json().code, gone.body).toBe(10000);
    expect(await currentOf(h)).toBe(login.companyId);
    expect(await currentOf(otherSession)).toBe(login.companyId);
    expect(await t.db.select().from(companies).where(eq(companies.id, draft))).toEqual([]);
    expect((await storesOf(h)).some((s) => s.company_id === draft)).toBe(false);
  });

  it('only a draft added by the login itself is discarded', async () => {
    const { login, second } = await twoStores();
    const h = login.headers;
    const stranger = (await twoStores()).login;
    const theirs = (await post('/api/user/stores', stranger.headers)).json().data.company_id;
    expect((await del(`/api/user/stores/${theirs}`, h)).statusCode).toBe(404);
    expect((await post(`/api/user/stores/${theirs}/continue`, h)).statusCode).toBe(404);
    // The home company and an approved store stay.
    expect((await del(`/api/user/stores/${login.companyId}`, h)).statusCode).toBe(409);
    expect((await del(`/api/user/stores/${second}`, h)).statusCode).toBe(409);
    expect((await post(`/api/user/stores/${second}/continue`, h)).statusCode).toBe(409);
    // A draft with money recorded is kept: the wallet's foreign key refuses.
    const mine = (await post('/api/user/stores', h)).json().data.company_id as number;
    await t.db.insert(wallets).values({ companyId: mine, balanceFen: 0 });
    const kept = await del(`/api/user/stores/${mine}`, h);
    expect(kept.statusCode).toBe(409);
    expect(await currentOf(h)).toBe(mine);
    expect((await get('/api/user/stores', {})).json().code).toBe(10001);
    expect((await del(`/api/user/stores/${mine}`, {})).json().code).toBe(10001);
    expect(await t.db.select().from(companies).where(eq(companies.id, theirs))).toHaveLength(1);
  });
});

describe('switching attacks', () => {
  it('refuses a store not held and a cancelled one; the session stays where it was', async () => {
    const { login, second } = await twoStores();
    const h = login.headers;
    const stranger = (await twoStores()).login;
    expect((await switchTo(h, stranger.companyId)).statusCode).toBe(404);
    await t.db.update(companies).set({ cancelledAt: new Date() }).where(eq(companies.id, second));
    expect((await storesOf(h)).map((s) => s.company_id)).toEqual([login.companyId]);
    expect((await switchTo(h, second)).statusCode).toBe(404);
    expect(await currentOf(h)).toBe(login.companyId);
  });

  it('two sessions of one login act for their own stores; a stale tab’s cart lines are not found', async () => {
    const { login, second, otherSession } = await twoStores();
    const g = await makeGoods(t.db, { stock: 500 });
    await addToCart(login.headers, g, 10);
    await switchTo(otherSession, second);
    expect(await cartNum(otherSession, g)).toBe(0);
    expect(await cartNum(login.headers, g)).toBe(10);
    // One browser, two tabs: one session. A tab still showing the home cart
    // sends its line ids after the other tab switched: nothing of the home
    // store is ordered under the second one.
    const lines = (await get('/api/cart/list', login.headers)).json().data.data as { id: number }[];
    await switchTo(login.headers, second);
    const check = await post('/api/order/check', login.headers, {
      ids: lines.map((l) => l.id),
      address_id: login.addressId,
    });
    expect(check.statusCode).toBe(404);
  });
});
