import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, orders, pointsGoods, pointsOrders, wallets } from '../../db/schema/index.ts';
import {
  get,
  type H,
  mainBuyer,
  orderKey,
  post,
  put,
  subOf,
  t,
  useAccountsApp,
} from '../../test/accounts-scene.ts';
import { makeGoods } from '../../test/buyers.ts';
import { orderLife } from '../../test/orders.ts';

// What a sub-account without a permission is refused, beyond ordering and
// paying (accounts-sub-accounts.test.ts): spending points and balance,
// cancelling, the company's particulars, and what it reads of other logins'
// orders in messages, the ledger and the balance.

useAccountsApp();

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
        key: orderKey(),
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
      key: orderKey(),
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
