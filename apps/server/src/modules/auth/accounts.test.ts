import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  companies,
  orders,
  pointsGoods,
  pointsOrders,
  sessions,
  storeMembers,
  users,
  wallets,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { jsonCalls, loginAs, staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { orderLife } from '../../test/orders.ts';

// Sub-accounts (/child) and multi-store (/ddgl): who may do what is checked
// on the server, and nobody reaches another company's logins or stores.

let t: TestApp;
let made = 0;
let keys = 0;
type H = Record<string, string>;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t?.close();
});

const { get, post, put, del } = jsonCalls(() => t);

async function mainBuyer(): Promise<TestBuyer> {
  const [b] = await makeBuyers(t.db, 1, `acc${++made}x`);
  return b!;
}

/** A sub-account made through the API by its main account; logged in with its own password. */
async function subOf(main: TestBuyer, grants: object = {}) {
  const n = ++made;
  const res = await post('/api/user/child', main.headers, {
    username: `sub${n}a`,
    mobile: `1360000${String(n).padStart(4, '0')}`,
    password: 'abc12345',
    ...grants,
  });
  expect(res.json().code, res.body).toBe(10000);
  const child = res.json().data as { id: number; username: string };
  const headers = await loginAs(t, child.username, 'abc12345');
  return { ...child, headers, companyId: main.companyId, addressId: main.addressId };
}

async function cartOf(headers: H, goodsId: number, number = 10) {
  expect(
    (await post('/api/cart', headers, { params: [{ goods_id: goodsId, number }] })).json().code,
  ).toBe(10000);
  const list = (await get('/api/cart/list', headers)).json().data.data as {
    id: number;
    goods: { id: number };
  }[];
  return list.filter((l) => l.goods.id === goodsId).map((l) => l.id);
}
const createOrder = (headers: H, ids: number[], addressId: number) =>
  post('/api/order/create', headers, { ids, address_id: addressId, key: `order-key-${++keys}` });
const pay = (headers: H, id: number) =>
  post(`/api/order/${id}/pay`, headers, { method: 'balance', key: `pay-key-${++keys}` });

describe('sub-accounts', () => {
  it('are created with permissions off unless set, listed to the main account only', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main);
    const list = (await get('/api/user/child', main.headers)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id: sub.id,
        can_order: 0,
        can_pay: 0,
        see_all_orders: 0,
        disabled: 0,
      }),
    ]);
    // A sub-account never manages accounts, not even to read them.
    expect((await get('/api/user/child', sub.headers)).statusCode).toBe(403);
    const byChild = await post('/api/user/child', sub.headers, {
      username: `nope${made}`,
      mobile: '13611112222',
      password: 'abc12345',
    });
    expect(byChild.statusCode).toBe(403);
    expect((await put(`/api/user/child/${sub.id}`, sub.headers, { can_pay: 1 })).statusCode).toBe(
      403,
    );
    expect((await del(`/api/user/child/${sub.id}`, sub.headers)).statusCode).toBe(403);
    // A visitor: login required, nothing read.
    expect((await get('/api/user/child')).json().code).toBe(10001);
    expect((await post('/api/user/child', {}, { username: 'x' })).json().code).toBe(10001);
    expect((await del(`/api/user/child/${sub.id}`, {})).json().code).toBe(10001);
  });

  it('refuses bad input field by field, and stores nothing', async () => {
    const main = await mainBuyer();
    const before = (await t.db.select().from(users)).length;
    const bad = async (body: object, field: string) => {
      const res = await post('/api/user/child', main.headers, {
        username: 'goodname1',
        mobile: '13633334444',
        password: 'abc12345',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ username: '<script>x</script>' }, 'username');
    await bad({ username: 'a'.repeat(21) }, 'username');
    await bad({ mobile: '123' }, 'mobile');
    await bad({ password: '123' }, 'password');
    await bad({ password: 'onlyletters' }, 'password');
    await bad({ can_pay: 2 }, 'can_pay');
    await bad({ username: 'demo' }, 'username'); // taken by the demo login
    await bad({ mobile: '13800000001' }, 'mobile');
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it("another company's main account can neither read, edit nor delete a sub-account", async () => {
    const [main, stranger] = [await mainBuyer(), await mainBuyer()];
    const sub = await subOf(main, { can_order: 1 });
    expect((await get('/api/user/child', stranger.headers)).json().data).toEqual([]);
    const edit = await put(`/api/user/child/${sub.id}`, stranger.headers, {
      can_pay: 1,
      password: 'hacked123',
      disabled: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect((await del(`/api/user/child/${sub.id}`, stranger.headers)).statusCode).toBe(404);
    // The main account itself is no sub-account to edit either.
    expect(
      (await put(`/api/user/child/${main.userId}`, main.headers, { disabled: 1 })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, sub.id));
    expect(row).toMatchObject({ canPay: false, disabled: false, canOrder: true });
    // Its session still works: nothing was changed.
    expect((await get('/api/user/info', sub.headers)).json().code).toBe(10000);
  });

  it('enforces order, pay and order-list permissions on the server; the main account pays and sees who placed it', async () => {
    const main = await mainBuyer();
    const g = await makeGoods(t.db, { stock: 1000 });
    const looker = await subOf(main);
    // No can_order: the cart is its own, but an order is refused, and so is the check step.
    const ids0 = await cartOf(looker.headers, g);
    const refused = await createOrder(looker.headers, ids0, main.addressId);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().data).toMatchObject({ reason: 'permission', permission: 'order' });
    expect((await post('/api/order/check', looker.headers, { ids: ids0 })).statusCode).toBe(403);

    const buyer = await subOf(main, { can_order: 1 });
    const ids = await cartOf(buyer.headers, g);
    const created = await createOrder(buyer.headers, ids, main.addressId);
    expect(created.json().code, created.body).toBe(10000);
    const orderId = created.json().data.id as number;
    const noPay = await pay(buyer.headers, orderId);
    expect(noPay.statusCode).toBe(403);
    expect(noPay.json().data).toMatchObject({ reason: 'permission', permission: 'pay' });

    // The main account's own order, which the sub-account does not see.
    const mine = await createOrder(main.headers, await cartOf(main.headers, g), main.addressId);
    const subList = (await get('/api/order/list', buyer.headers)).json().data.data;
    expect(subList.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect((await get(`/api/order/${mine.json().data.id}`, buyer.headers)).statusCode).toBe(404);

    const mainList = (await get('/api/order/list', main.headers)).json().data.data;
    const [mainUser] = await t.db.select().from(users).where(eq(users.id, main.userId));
    expect(mainList.map((o: { user_name: string }) => o.user_name).sort()).toEqual(
      [mainUser!.username, buyer.username].sort(),
    );
    expect(mainList.find((o: { id: number }) => o.id === orderId).user_name).toBe(buyer.username);
    const paid = await pay(main.headers, orderId);
    expect(paid.json().code, paid.body).toBe(10000);
    const detail = (await get(`/api/order/${orderId}`, main.headers)).json().data;
    expect(detail).toMatchObject({ status: 'paid', user_name: buyer.username });

    // see_all_orders granted: the sub-account now sees the whole company's orders.
    expect(
      (await put(`/api/user/child/${buyer.id}`, main.headers, { see_all_orders: 1 })).json().code,
    ).toBe(10000);
    expect((await get('/api/order/list', buyer.headers)).json().data.data).toHaveLength(2);
    // and can_pay granted: the grant applies at once to its live session.
    const third = await createOrder(buyer.headers, await cartOf(buyer.headers, g), main.addressId);
    await put(`/api/user/child/${buyer.id}`, main.headers, { can_pay: 1 });
    expect((await pay(buyer.headers, third.json().data.id)).json().code).toBe(10000);
  });

  it('copies cart lines to users of the same company only', async () => {
    const [main, stranger] = [await mainBuyer(), await mainBuyer()];
    const sub = await subOf(main);
    // The copy targets a user may pick: its own company's others, nobody else's.
    const targets = (await get('/api/user/company-users', sub.headers)).json().data;
    expect(targets.map((u: { id: number }) => u.id)).toEqual([main.userId]);
    expect((await get('/api/user/company-users', stranger.headers)).json().data).toEqual([]);
    expect((await get('/api/user/company-users')).json().code).toBe(10001);
    const g = await makeGoods(t.db, { stock: 100 });
    const ids = await cartOf(sub.headers, g, 20);
    // A sub-account without can_order assembles a cart; its main account orders it.
    const copied = await post('/api/cart/copy', sub.headers, {
      ids,
      other_user_ids: [main.userId],
    });
    expect(copied.json().data).toEqual({ copied: 1, skipped: [] });
    const foreign = await post('/api/cart/copy', sub.headers, {
      ids,
      other_user_ids: [stranger.userId],
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await t.db.select().from(cartLines).where(eq(cartLines.userId, stranger.userId)),
    ).toEqual([]);
    // Another user's cart line ids are not the caller's to copy.
    const mainIds = (
      await t.db.select().from(cartLines).where(eq(cartLines.userId, main.userId))
    ).map((l) => l.id);
    expect(
      (
        await post('/api/cart/copy', stranger.headers, {
          ids: mainIds,
          other_user_ids: [stranger.userId],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a disabled sub-account cannot log in and its sessions end; enabled again it can', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main, { can_order: 1 });
    expect((await get('/api/user/info', sub.headers)).json().code).toBe(10000);
    expect(
      (await put(`/api/user/child/${sub.id}`, main.headers, { disabled: 1 })).json().data.disabled,
    ).toBe(1);
    expect((await get('/api/user/info', sub.headers)).json().code).toBe(10001);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, sub.id))).toEqual([]);
    const login = await post(
      '/api/user/login',
      {},
      { username: sub.username, password: 'abc12345' },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().msg).toContain('停用');
    await put(`/api/user/child/${sub.id}`, main.headers, { disabled: 0 });
    await loginAs(t, sub.username, 'abc12345');
  });

  it('a new password ends the sub-account sessions; the old password no longer works', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main);
    await put(`/api/user/child/${sub.id}`, main.headers, { password: 'newpass99' });
    expect((await get('/api/user/info', sub.headers)).json().code).toBe(10001);
    const old = await post('/api/user/login', {}, { username: sub.username, password: 'abc12345' });
    expect(old.statusCode).toBe(400);
    await loginAs(t, sub.username, 'newpass99');
  });

  it('deletes a sub-account without orders; one with orders can only be disabled', async () => {
    const main = await mainBuyer();
    const idle = await subOf(main);
    expect((await del(`/api/user/child/${idle.id}`, main.headers)).json().code).toBe(10000);
    expect(await t.db.select().from(users).where(eq(users.id, idle.id))).toEqual([]);
    expect((await get('/api/user/info', idle.headers)).json().code).toBe(10001);
    const busy = await subOf(main, { can_order: 1 });
    const g = await makeGoods(t.db, { stock: 100 });
    await createOrder(busy.headers, await cartOf(busy.headers, g), main.addressId);
    const res = await del(`/api/user/child/${busy.id}`, main.headers);
    expect(res.statusCode).toBe(409);
    expect((await t.db.select().from(users).where(eq(users.id, busy.id))).length).toBe(1);
  });

  // On PostgreSQL a delete racing the sub-account's order met the order's
  // foreign key or a deadlock, and answered 500.
  it('a delete racing the sub-account’s order is 200 or the clear 409, never an error', async () => {
    const main = await mainBuyer();
    const g = await makeGoods(t.db, { stock: 1000 });
    for (let round = 0; round < 4; round++) {
      const sub = await subOf(main, { can_order: 1 });
      const lines = await cartOf(sub.headers, g);
      const [order, gone] = await Promise.all([
        createOrder(sub.headers, lines, main.addressId),
        del(`/api/user/child/${sub.id}`, main.headers),
      ]);
      expect([200, 409], gone.body).toContain(gone.statusCode);
      expect(order.statusCode, order.body).toBeLessThan(500);
      const left = await t.db.select().from(users).where(eq(users.id, sub.id));
      // Deleted only when no order of it exists; otherwise it is still there.
      expect(left.length).toBe(gone.statusCode === 200 ? 0 : 1);
    }
  });

  it('of concurrent creates with one username, one wins and the others get a clear 422', async () => {
    const main = await mainBuyer();
    const name = `race${++made}u`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/api/user/child', main.headers, {
          username: name,
          mobile: `1350000${String(made * 10 + i).padStart(4, '0')}`,
          password: 'abc12345',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422))
      expect(r.json().errors.username).toEqual(['该用户名已被使用']);
    expect((await t.db.select().from(users).where(eq(users.username, name))).length).toBe(1);
  });
});

describe('limits under concurrency', () => {
  it('a company never passes 20 sub-accounts, however many creates race', async () => {
    const main = await mainBuyer();
    const n = ++made;
    await t.db.insert(users).values(
      Array.from({ length: 18 }, (_, i) => ({
        companyId: main.companyId,
        username: `lim${n}s${i}`,
        mobile: `1340${String(n).padStart(3, '0')}${String(i).padStart(4, '0')}`,
        passwordHash: 'x',
        isMain: false,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/user/child', main.headers, {
          username: `lim${n}r${i}`,
          mobile: `1330${String(n).padStart(3, '0')}${String(i).padStart(4, '0')}`,
          password: 'abc12345',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422, 422]);
    expect(results.find((r) => r.statusCode === 422)!.json().msg).toContain('最多 20 个子账号');
    const subs = await t.db.select().from(users).where(eq(users.companyId, main.companyId));
    expect(subs.filter((u) => !u.isMain)).toHaveLength(20);
  });

  it('a login never adds more than 10 stores, however many adds race', async () => {
    const main = await mainBuyer();
    const extra = await t.db
      .insert(companies)
      .values(Array.from({ length: 9 }, (_, i) => ({ name: `分店${i}` })))
      .returning({ id: companies.id });
    await t.db
      .insert(storeMembers)
      .values(extra.map((c) => ({ userId: main.userId, companyId: c.id })));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/user/stores', main.headers)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const held = await t.db.select().from(storeMembers).where(eq(storeMembers.userId, main.userId));
    expect(held).toHaveLength(10);
  });
});

describe('stores', () => {
  it('the demo login switches between its two stores: company, addresses and orders follow', async () => {
    const demo = await loginAs(t, 'demo');
    const stores = (await get('/api/user/stores', demo)).json().data;
    expect(stores).toHaveLength(2);
    expect(stores[0]).toMatchObject({ current: 1, is_home: 1, review: 'approved' });
    const second = stores[1];
    expect(second).toMatchObject({ name: '仁和大药房（望京店）', current: 0, is_home: 0 });
    const homeAddr = (await get('/api/user/address', demo)).json().data;
    const res = await put('/api/user/stores/current', demo, { company_id: second.company_id });
    expect(res.json().code, res.body).toBe(10000);
    expect((await get('/api/user/info', demo)).json().data.company).toBe('仁和大药房（望京店）');
    const addr = (await get('/api/user/address', demo)).json().data;
    expect(JSON.stringify(addr)).toContain('阜通东大街');
    expect(JSON.stringify(addr)).not.toBe(JSON.stringify(homeAddr));
    expect((await get('/api/order/list', demo)).json().data.total).toBe(0);
    // A cart of its own in each store.
    const g = await makeGoods(t.db, { stock: 100 });
    await cartOf(demo, g, 30);
    await put('/api/user/stores/current', demo, { company_id: stores[0].company_id });
    const homeCart = (await get('/api/cart/list', demo)).json().data.data;
    expect(homeCart.some((l: { goods: { id: number } }) => l.goods.id === g)).toBe(false);
    await cartOf(demo, g, 40);
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.goodsId, g));
    expect(lines.map((l) => l.quantity).sort()).toEqual([30, 40]);
  });

  it('refuses a store the login does not hold: nothing read, session unchanged', async () => {
    const demo = await loginAs(t, 'demo');
    const [clinic] = await t.db.select().from(users).where(eq(users.username, 'clinic'));
    const res = await put('/api/user/stores/current', demo, { company_id: clinic!.companyId });
    expect(res.statusCode).toBe(404);
    expect((await get('/api/user/info', demo)).json().data.company).toBe('仁和大药房（朝阳店）');
    expect((await put('/api/user/stores/current', demo, { company_id: 99_999 })).statusCode).toBe(
      404,
    );
    expect((await put('/api/user/stores/current', {}, { company_id: 1 })).json().code).toBe(10001);
    // A sub-account holds its company only, and adds none.
    const sub = await loginAs(t, 'demo_caigou');
    expect((await get('/api/user/stores', sub)).json().data).toHaveLength(1);
    const [second] = await t.db.select().from(storeMembers);
    expect(
      (await put('/api/user/stores/current', sub, { company_id: second!.companyId })).statusCode,
    ).toBe(404);
    expect((await post('/api/user/stores', sub)).statusCode).toBe(403);
  });

  it('/register_dd adds a draft store the session moves to; its registration steps fill it in', async () => {
    const main = await mainBuyer();
    const before = (await get('/api/user/stores', main.headers)).json().data;
    const added = await post('/api/user/stores', main.headers);
    expect(added.json().code, added.body).toBe(10000);
    const id = added.json().data.company_id as number;
    expect((await get('/api/user/register/status', main.headers)).json().data.review).toBe('draft');
    const company = await post('/api/user/register/company', main.headers, {
      name: '新开分店',
      type: 'pharmacy',
      contact_name: '李四',
      contact_phone: '13900001111',
      region: '北京市 东城区',
      address: '东直门内大街 1 号',
    });
    expect(company.json().code, company.body).toBe(10000);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row!.name).toBe('新开分店');
    // The first store is untouched, and is still one switch away.
    const [home] = await t.db.select().from(companies).where(eq(companies.id, main.companyId));
    expect(home!.name).not.toBe('新开分店');
    const after = (await get('/api/user/stores', main.headers)).json().data;
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s: { current: number }) => s.current === 1).company_id).toBe(id);
    // A draft store cannot buy.
    const g = await makeGoods(t.db, { stock: 10 });
    expect(
      (await post('/api/cart', main.headers, { params: [{ goods_id: g, number: 1 }] })).statusCode,
    ).toBe(411);
  });

  it('the console lists a company’s logins, read-only, to staff who may read buyers', async () => {
    const [demoUser] = await t.db.select().from(users).where(eq(users.username, 'demo'));
    const staff = await staffLogin(t, 'admin');
    const logins = (await get(`/admin-api/companies/${demoUser!.companyId}/logins`, staff)).json()
      .data;
    expect(logins.map((l: { username: string; role: string }) => [l.username, l.role])).toEqual(
      expect.arrayContaining([
        ['demo', 'main'],
        ['demo_caigou', 'sub'],
      ]),
    );
    const [second] = await t.db.select().from(storeMembers);
    const holders = (await get(`/admin-api/companies/${second!.companyId}/logins`, staff)).json()
      .data;
    expect(holders).toEqual([expect.objectContaining({ username: 'demo', role: 'store' })]);
    expect((await get(`/admin-api/companies/${demoUser!.companyId}/logins`)).statusCode).toBe(401);
  });
});

// Found by a hostile read of issue 11: routes besides order and pay that a
// sub-account's missing permission must also close.
const balanceOf = async (companyId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.companyId, companyId)))[0]!.balanceFen;

describe('a sub-account without the permission', () => {
  it('cannot spend the balance on a points goods with a cash part, nor any points without order', async () => {
    const main = await mainBuyer();
    await t.db.update(companies).set({ points: 1_000 }).where(eq(companies.id, main.companyId));
    await t.db
      .update(wallets)
      .set({ balanceFen: 5_000 })
      .where(eq(wallets.companyId, main.companyId));
    const [cashGoods] = await t.db
      .insert(pointsGoods)
      .values({ name: '血压计（子账号）', points: 100, cashFen: 990, stock: 10 })
      .returning();
    const orderer = await subOf(main, { can_order: 1 });
    const nobody = await subOf(main);
    const exchange = (headers: H) =>
      post('/api/jfsc/exchange', headers, {
        goods_id: cashGoods!.id,
        number: 1,
        address_id: main.addressId,
        key: `order-key-${++keys}`,
      });
    const noPay = await exchange(orderer.headers);
    expect(noPay.statusCode, noPay.body).toBe(403);
    expect((await exchange(nobody.headers)).statusCode).toBe(403);
    expect(await balanceOf(main.companyId)).toBe(5_000);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, main.companyId));
    expect(company!.points).toBe(1_000);
    expect(
      await t.db.select().from(pointsOrders).where(eq(pointsOrders.companyId, main.companyId)),
    ).toEqual([]);
    // The main account may.
    expect((await exchange(main.headers)).statusCode).toBe(200);
    expect(await balanceOf(main.companyId)).toBe(5_000 - 990);
  });

  it('cannot cancel the company’s unpaid order without order, even seeing all orders', async () => {
    const main = await mainBuyer();
    const g = await makeGoods(t.db, { stock: 1000 });
    await post('/api/cart', main.headers, { params: [{ goods_id: g, number: 10 }] });
    const line = (await t.app.inject({ url: '/api/cart/list', headers: main.headers })).json().data
      .data[0] as { id: number };
    const made1 = await post('/api/order/create', main.headers, {
      ids: [line.id],
      address_id: main.addressId,
      key: `order-key-${++keys}`,
    });
    expect(made1.json().code, made1.body).toBe(10000);
    const id = made1.json().data.id as number;
    const viewer = await subOf(main, { see_all_orders: 1 });
    const res = await post(`/api/order/${id}/cancel`, viewer.headers);
    expect(res.statusCode, res.body).toBe(403);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.status).toBe('unpaid');
  });

  it('cannot rewrite the company’s particulars', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main);
    const before = (await t.db.select().from(companies).where(eq(companies.id, main.companyId)))[0];
    const details = await post('/api/user/register/company', sub.headers, {
      name: '改名大药房',
      type: 'pharmacy',
      contact_name: '王经理',
      contact_phone: '010-12345678',
      region: '北京市 海淀区',
      address: '中关村大街 1 号',
    });
    expect(details.statusCode, details.body).toBe(403);
    const after = (await t.db.select().from(companies).where(eq(companies.id, main.companyId)))[0];
    expect(after).toEqual(before);
  });

  it('a disabled sub-account is no target of a cart copy', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main);
    expect((await put(`/api/user/child/${sub.id}`, main.headers, { disabled: 1 })).statusCode).toBe(
      200,
    );
    const g = await makeGoods(t.db, { stock: 1000 });
    await post('/api/cart', main.headers, { params: [{ goods_id: g, number: 10 }] });
    const line = (await t.app.inject({ url: '/api/cart/list', headers: main.headers })).json().data
      .data[0] as { id: number };
    const copy = await post('/api/cart/copy', main.headers, {
      ids: [line.id],
      other_user_ids: [sub.id],
    });
    expect(copy.statusCode, copy.body).toBe(404);
  });
});

// What a sub-account without see_all_orders reads about the company: the user
// state says what it may do (the web offers nothing else), and neither the
// messages nor the wallet ledger name other logins' orders.
describe('a sub-account without see_all_orders', () => {
  const info = async (headers: H) => (await get('/api/user/info', headers)).json().data;
  const messagesOf = async (headers: H) =>
    (await get('/api/user/message', headers)).json().data.data as { id: number; title: string }[];

  it('finds its grants in the user state; a main account has all of them', async () => {
    const main = await mainBuyer();
    const sub = await subOf(main, { can_order: 1 });
    expect(await info(main.headers)).toMatchObject({
      is_main: 1,
      can_order: 1,
      can_pay: 1,
      see_all_orders: 1,
    });
    expect(await info(sub.headers)).toMatchObject({
      is_main: 0,
      can_order: 1,
      can_pay: 0,
      see_all_orders: 0,
    });
    await put(`/api/user/child/${sub.id}`, main.headers, { can_pay: 1, see_all_orders: 1 });
    expect(await info(sub.headers)).toMatchObject({ can_pay: 1, see_all_orders: 1 });
  });

  it("gets no notice about another login's order: not listed, counted, opened, read or deleted", async () => {
    const main = await mainBuyer();
    const g = await makeGoods(t.db, { stock: 1000 });
    const life = orderLife(t);
    const sub = await subOf(main, { can_order: 1, can_pay: 1 });
    const theirs = await life.paidOrder(main, [{ goodsId: g, number: 10 }]);
    const own = await life.paidOrder({ ...sub, userId: sub.id }, [{ goodsId: g, number: 10 }]);
    await life.ship(theirs);
    await life.ship(own);
    await t.app.services.messages.notify(t.db, main.companyId, {
      kind: 'credentials_approved',
      title: '您的资质审核已通过',
    });
    const [theirNo, ownNo] = await Promise.all(
      [theirs, own].map(
        async (id) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.orderNo,
      ),
    );

    const seen = await messagesOf(sub.headers);
    expect(seen.map((m) => m.title).sort()).toEqual(
      [`订单 ${ownNo} 已发货`, '您的资质审核已通过'].sort(),
    );
    expect((await info(sub.headers)).message_count).toBe(2);
    const all = await messagesOf(main.headers);
    expect(all).toHaveLength(3);
    const hidden = all.find((m) => m.title.includes(theirNo!))!;
    expect((await get(`/api/user/message/${hidden.id}`, sub.headers)).statusCode).toBe(404);
    await post('/api/user/message/read', sub.headers, { ids: [hidden.id] });
    await post('/api/user/message/read-all', sub.headers);
    expect(
      (await post('/api/user/message/delete', sub.headers, { ids: [hidden.id] })).statusCode,
    ).toBe(404);
    // The main account still has it, unread: the sub-account's read-all left it alone.
    expect((await info(main.headers)).message_count).toBe(1);

    // Granted see_all_orders, it sees the company's every notice.
    await put(`/api/user/child/${sub.id}`, main.headers, { see_all_orders: 1 });
    expect(await messagesOf(sub.headers)).toHaveLength(3);
  });

  it('reads the wallet ledger only with pay and see_all_orders', async () => {
    const main = await mainBuyer();
    const g = await makeGoods(t.db, { stock: 1000 });
    await orderLife(t).paidOrder(main, [{ goodsId: g, number: 10 }]);
    const ledger = (headers: H) => get('/api/user/user-money/log', headers);
    const asMain = (await ledger(main.headers)).json().data.data;
    expect(asMain[0].order_no).not.toBe('');
    for (const [grants, missing] of [
      [{}, 'pay'],
      [{ can_pay: 1 }, 'see_all_orders'],
      [{ see_all_orders: 1 }, 'pay'],
    ] as const) {
      const sub = await subOf(main, grants);
      const res = await ledger(sub.headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().data).toMatchObject({ reason: 'permission', permission: missing });
    }
    const both = await subOf(main, { can_pay: 1, see_all_orders: 1 });
    expect((await ledger(both.headers)).json().data.data).toEqual(asMain);
  });

  it('shows the company balance only to a login that may pay with it', async () => {
    const main = await mainBuyer();
    const money = (headers: H) => get('/api/user/user-money', headers);
    const asMain = (await money(main.headers)).json().data;
    expect(asMain.balance).toMatch(/^\d+\.\d{2}$/);
    const plain = await money((await subOf(main, { can_order: 1, see_all_orders: 1 })).headers);
    expect(plain.statusCode, plain.body).toBe(403);
    expect(plain.json().data).toMatchObject({ reason: 'permission', permission: 'pay' });
    expect(plain.body).not.toContain(asMain.balance);
    const payer = await subOf(main, { can_pay: 1 });
    expect((await money(payer.headers)).json().data).toEqual(asMain);
  });
});
