import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, orders, pointsGoods, pointsOrders, wallets } from '../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../test/buyers.ts';
import { loginAs, type TestApp, testApp } from '../test/helper.ts';

// Found by a hostile read of issue 11: routes besides order and pay that a
// sub-account's missing permission must also close.

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

const post = (url: string, headers: H, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: H, payload: object = {}) =>
  t.app.inject({ method: 'PUT', url, headers, payload });

async function mainBuyer(): Promise<TestBuyer> {
  const [b] = await makeBuyers(t.db, 1, `sar${++made}x`);
  return b!;
}

async function subOf(main: TestBuyer, grants: object = {}) {
  const n = ++made;
  const res = await post('/api/user/child', main.headers, {
    username: `sar${n}sub`,
    mobile: `1350000${String(n).padStart(4, '0')}`,
    password: 'abc12345',
    ...grants,
  });
  expect(res.json().code, res.body).toBe(10000);
  const child = res.json().data as { id: number; username: string };
  return { ...child, headers: await loginAs(t, child.username, 'abc12345') };
}

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
        key: `sar-key-${++keys}`,
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
      key: `sar-key-${++keys}`,
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
