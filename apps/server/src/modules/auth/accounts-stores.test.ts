import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartLines, companies, storeMembers, users } from '../../db/schema/index.ts';
import { cartOf, get, mainBuyer, post, put, t, useAccountsApp } from '../../test/accounts-scene.ts';
import { makeGoods } from '../../test/buyers.ts';
import { loginAs, staffLogin } from '../../test/helper.ts';

// Multi-store (/ddgl): a login switches between the stores it holds, each with
// its own company, addresses, orders and cart; nobody reaches another
// company's stores, and the console shows who holds a company.

useAccountsApp();

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
