import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goods, orders, storeMembers } from '../../db/schema/index.ts';
import {
  cartOf,
  createOrder,
  get,
  type H,
  mainBuyer,
  pay,
  post,
  put,
  subOf,
  t,
  useAccountsApp,
} from '../../test/accounts-scene.ts';
import { makeGoods } from '../../test/buyers.ts';
import { staffLogin } from '../../test/helper.ts';
import { ordersAcrossTwoServers } from '../../test/server-process.ts';

// Purchase approvals: a sub-account's order above its per-order limit, or
// taking its month above the monthly limit, waits (待审批) for a main account
// of its store, holding its stock; approved it becomes payable, rejected it is
// cancelled with its stock back. Nobody outside the store sees or decides it.

useAccountsApp();

type Created = { code: number; msg: string; data: { id: number; pay_amount: string } };

/** A sub-account allowed to order and pay, with these limits (yuan). */
async function limitedSub(limits: { order_limit?: string; month_limit?: string }) {
  const main = await mainBuyer();
  const sub = await subOf(main, { can_order: 1, can_pay: 1, ...limits });
  return { main, sub };
}

/** Orders `number` of a new ¥10 goods as `headers`; the answer. */
async function order(headers: H, addressId: number, number = 10, goodsId?: number) {
  const id = goodsId ?? (await makeGoods(t.db, { priceFen: 1_000 }));
  const lines = await cartOf(headers, id, number);
  return (await createOrder(headers, lines, addressId)).json() as Created;
}

const statusOf = async (id: number) =>
  (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const stockOf = async (id: number) =>
  (await t.db.select({ s: goods.stock }).from(goods).where(eq(goods.id, id)))[0]!.s;

describe('sub-account limits', () => {
  it('ride on the sub-account form and list, in yuan, 0 meaning none', async () => {
    const { main, sub } = await limitedSub({ order_limit: '5000', month_limit: '20000.5' });
    const list = (await get('/api/user/child', main.headers)).json().data;
    expect(list[0]).toMatchObject({ id: sub.id, order_limit: '5000.00', month_limit: '20000.50' });
    const edited = await put(`/api/user/child/${sub.id}`, main.headers, { order_limit: 0 });
    expect(edited.json().data).toMatchObject({ order_limit: '0.00', month_limit: '20000.50' });
  });

  it('refuse amounts that are not money', async () => {
    const { main, sub } = await limitedSub({});
    for (const bad of ['-1', '1e3', '12345678', '1.234', 'abc', '']) {
      const res = await put(`/api/user/child/${sub.id}`, main.headers, { order_limit: bad });
      expect(res.statusCode, bad).toBe(422);
    }
    const proto = await put(`/api/user/child/${sub.id}`, main.headers, {
      month_limit: '10',
      constructor: '1',
    });
    expect(proto.statusCode).toBe(422);
    const list = (await get('/api/user/child', main.headers)).json().data;
    expect(list[0]).toMatchObject({ order_limit: '0.00', month_limit: '0.00' });
  });
});

describe('an order above the per-order limit', () => {
  it('waits for approval holding its stock, cannot be paid, and the main account hears of it', async () => {
    const { main, sub } = await limitedSub({ order_limit: '50' });
    const goodsId = await makeGoods(t.db, { priceFen: 1_000 });
    const before = await stockOf(goodsId);
    const made = await order(sub.headers, sub.addressId, 10, goodsId);
    expect(made.code, made.msg).toBe(10000);
    const detail = (await get(`/api/order/${made.data.id}`, sub.headers)).json().data;
    expect(detail).toMatchObject({ status: 'awaiting_approval', status_text: '待审批' });
    expect(await stockOf(goodsId)).toBe(before - 10);
    const refused = await pay(sub.headers, made.data.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('订单待主账号审批，审批通过后才能支付');
    const counts = (await get('/api/order/list?status=awaiting_approval', sub.headers)).json().data;
    expect(counts.counts.awaiting_approval).toBe(1);
    const msgs = (await get('/api/user/message', main.headers)).json().data.data;
    expect(msgs[0]).toMatchObject({ kind: 'order_awaiting_approval', link: '/approvals' });

    const list = (await get('/api/order/approvals', main.headers)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id: made.data.id,
        username: sub.username,
        pay_amount: made.data.pay_amount,
        reason: '超出单笔限额 ¥50.00',
      }),
    ]);
    // A sub-account decides nothing, not even its own order.
    expect((await get('/api/order/approvals', sub.headers)).statusCode).toBe(403);
    expect((await post(`/api/order/${made.data.id}/approve`, sub.headers)).statusCode).toBe(403);

    const approved = await post(`/api/order/${made.data.id}/approve`, main.headers);
    expect(approved.json().data.status).toBe('unpaid');
    expect((await post(`/api/order/${made.data.id}/approve`, main.headers)).statusCode).toBe(409);
    expect((await get('/api/order/approvals', main.headers)).json().data).toEqual([]);
    const paid = await pay(sub.headers, made.data.id);
    expect(paid.json().data.status, paid.body).toBe('paid');
  });

  it('an order within the limit is payable at once; a main account has no limit', async () => {
    const { main, sub } = await limitedSub({ order_limit: '5000' });
    const small = await order(sub.headers, sub.addressId);
    expect(await statusOf(small.data.id)).toBe('unpaid');
    const big = await order(main.headers, main.addressId, 1000);
    expect(await statusOf(big.data.id)).toBe('unpaid');
  });

  it('rejected: cancelled with the reason, stock back, the sub-account told', async () => {
    const { main, sub } = await limitedSub({ order_limit: '50' });
    const goodsId = await makeGoods(t.db, { priceFen: 1_000 });
    const before = await stockOf(goodsId);
    const made = await order(sub.headers, sub.addressId, 10, goodsId);
    expect((await post(`/api/order/${made.data.id}/reject`, main.headers, {})).statusCode).toBe(
      422,
    );
    const res = await post(`/api/order/${made.data.id}/reject`, main.headers, {
      reason: '本月预算已用完',
    });
    expect(res.json().data).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(goodsId)).toBe(before);
    const detail = (await get(`/api/order/${made.data.id}`, sub.headers)).json().data;
    expect(JSON.stringify(detail)).toContain('审批未通过：本月预算已用完');
    const msgs = (await get('/api/user/message', sub.headers)).json().data.data;
    expect(msgs[0]).toMatchObject({ kind: 'order_rejected' });
    expect((await post(`/api/order/${made.data.id}/approve`, main.headers)).statusCode).toBe(409);
  });

  it('left waiting past the pay window: the unpaid job cancels it and the stock comes back', async () => {
    const { sub } = await limitedSub({ order_limit: '50' });
    const goodsId = await makeGoods(t.db, { priceFen: 1_000 });
    const before = await stockOf(goodsId);
    const made = await order(sub.headers, sub.addressId, 10, goodsId);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, made.data.id));
    await t.app.services.orders.expireDue();
    expect(await statusOf(made.data.id)).toBe('cancelled');
    expect(await stockOf(goodsId)).toBe(before);
  });

  it('approved after the expiry job picked it: the job leaves it payable', async () => {
    const { main, sub } = await limitedSub({ order_limit: '50' });
    const made = await order(sub.headers, sub.addressId);
    // The job read the order as due; the approval then committed its fresh window.
    expect((await post(`/api/order/${made.data.id}/approve`, main.headers)).json().code).toBe(
      10000,
    );
    const late = await t.app.services.orders.cancelNow(
      made.data.id,
      '超时未支付，系统自动取消',
      new Date(),
    );
    expect(late).toBeNull();
    expect(await statusOf(made.data.id)).toBe('unpaid');
  });

  it('staff may cancel a waiting order from the console; its stock comes back', async () => {
    const { sub } = await limitedSub({ order_limit: '50' });
    const goodsId = await makeGoods(t.db, { priceFen: 1_000 });
    const before = await stockOf(goodsId);
    const made = await order(sub.headers, sub.addressId, 10, goodsId);
    const staff = await staffLogin(t, 'admin');
    const res = await post(`/admin-api/orders/${made.data.id}/cancel`, staff, {
      reason: '客户电话要求取消',
    });
    expect(res.json().code, res.body).toBe(10000);
    expect(await statusOf(made.data.id)).toBe('cancelled');
    expect(await stockOf(goodsId)).toBe(before);
  });

  it("another company's main account finds nothing to approve or reject (404)", async () => {
    const { sub } = await limitedSub({ order_limit: '50' });
    const made = await order(sub.headers, sub.addressId);
    const stranger = await mainBuyer();
    expect((await get('/api/order/approvals', stranger.headers)).json().data).toEqual([]);
    expect((await post(`/api/order/${made.data.id}/approve`, stranger.headers)).statusCode).toBe(
      404,
    );
    const rejected = await post(`/api/order/${made.data.id}/reject`, stranger.headers, {
      reason: 'x',
    });
    expect(rejected.statusCode).toBe(404);
    expect(await statusOf(made.data.id)).toBe('awaiting_approval');
    expect((await post('/api/order/99999999/approve', stranger.headers)).statusCode).toBe(404);
  });
});

describe('the monthly limit', () => {
  it('catches a purchase split into orders under the per-order limit', async () => {
    const { sub } = await limitedSub({ order_limit: '150', month_limit: '250' });
    const first = await order(sub.headers, sub.addressId);
    const second = await order(sub.headers, sub.addressId);
    const third = await order(sub.headers, sub.addressId);
    expect(Number(first.data.pay_amount)).toBeLessThanOrEqual(125);
    expect(await statusOf(first.data.id)).toBe('unpaid');
    expect(await statusOf(second.data.id)).toBe('unpaid');
    expect(await statusOf(third.data.id)).toBe('awaiting_approval');
    // The waiting order counts too: one more waits.
    const waiting = await order(sub.headers, sub.addressId);
    expect(await statusOf(waiting.data.id)).toBe('awaiting_approval');
    // Cancelled ones do not (the sub-account may cancel its waiting orders).
    for (const o of [first, third, waiting])
      expect((await post(`/api/order/${o.data.id}/cancel`, sub.headers)).json().code).toBe(10000);
    const fourth = await order(sub.headers, sub.addressId);
    expect(await statusOf(fourth.data.id)).toBe('unpaid');
  });

  it('holds when the split orders are placed at once', async () => {
    const { sub } = await limitedSub({ month_limit: '250' });
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push(await cartOf(sub.headers, await makeGoods(t.db), 10));
    const answers = await Promise.all(
      carts.map(async (ids) => (await createOrder(sub.headers, ids, sub.addressId)).json()),
    );
    await expectTwoPayable(answers as Created[]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds across two server processes sharing PostgreSQL',
    async () => {
      const { sub } = await limitedSub({ month_limit: '250' });
      const forms = [];
      for (let i = 0; i < 6; i++) {
        const ids = await cartOf(sub.headers, await makeGoods(t.db), 10);
        forms.push({
          headers: sub.headers,
          form: { ids, address_id: sub.addressId, key: `split-two-${i}-${sub.id}` },
        });
      }
      const answers = await ordersAcrossTwoServers<Created>(t.databaseUrl!, forms);
      await expectTwoPayable(answers);
    },
    120_000,
  );
});

/** Six ¥100-odd orders against ¥250 a month: two payable, four waiting. */
async function expectTwoPayable(answers: Created[]) {
  for (const a of answers) expect(a.code, a.msg).toBe(10000);
  const states = await Promise.all(answers.map((a) => statusOf(a.data.id)));
  expect(states.filter((s) => s === 'unpaid')).toHaveLength(2);
  expect(states.filter((s) => s === 'awaiting_approval')).toHaveLength(4);
}

describe('a head office holding several stores', () => {
  it("sees every store's waiting orders in one list and decides them", async () => {
    const { main: head, sub: ownSub } = await limitedSub({ order_limit: '50' });
    const { main: store, sub: storeSub } = await limitedSub({ order_limit: '50' });
    await t.db.insert(storeMembers).values({ userId: head.userId, companyId: store.companyId });
    const a = await order(ownSub.headers, ownSub.addressId);
    const b = await order(storeSub.headers, storeSub.addressId);
    const list = (await get('/api/order/approvals', head.headers)).json().data as {
      id: number;
      company_id: number;
    }[];
    expect(list.map((o) => [o.id, o.company_id])).toEqual([
      [b.data.id, store.companyId],
      [a.data.id, head.companyId],
    ]);
    expect((await post(`/api/order/${b.data.id}/approve`, head.headers)).json().code).toBe(10000);
    expect(await statusOf(b.data.id)).toBe('unpaid');
    // The store's own main account does not see the head office's store.
    const own = (await get('/api/order/approvals', store.headers)).json().data;
    expect(own).toEqual([]);
  });
});

describe('a group-buy order (拼团) of a sub-account', () => {
  it('is held to its limits too: refused above them, nothing placed', async () => {
    const { main, sub } = await limitedSub({ order_limit: '50' });
    const goodsId = await makeGoods(t.db, { stock: 1_000, priceFen: 2_000 });
    const staff = await staffLogin(t, 'admin');
    const made = await post('/admin-api/groupbuy/activities', staff, {
      goods_id: goodsId,
      title: `限额拼团${goodsId}`,
      pt_price: '15.50',
      group_size: 2,
      number: 10,
      group_hours: 24,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const activityId = made.json().data.id as number;
    const before = await stockOf(goodsId);
    const open = await post('/api/pintuan/open', sub.headers, {
      activity_id: activityId,
      key: `gb-limit-${sub.id}`,
    });
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json().data.reason).toBe('approval_limit');
    expect(await stockOf(goodsId)).toBe(before);
    expect(await t.db.select().from(orders).where(eq(orders.userId, sub.id))).toEqual([]);
    // Within the limit, or as the main account, it is placed as before.
    await put(`/api/user/child/${sub.id}`, main.headers, { order_limit: '200' });
    const within = await post('/api/pintuan/open', sub.headers, {
      activity_id: activityId,
      key: `gb-limit-ok-${sub.id}`,
    });
    expect(within.json().code, within.body).toBe(10000);
  });
});
