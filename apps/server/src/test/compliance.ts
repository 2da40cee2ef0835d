import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestBuyer } from './buyers.ts';
import { jsonCalls, type TestApp } from './helper.ts';

// The ways into a purchase a compliance rule (经营范围, 药品分类) must close,
// as its tests walk them: the cart, a package, a group-buy opened and joined.
// `t` is read at call time: tests make the app in beforeAll.

type Headers = Record<string, string>;
const hour = 3_600_000;

export function complianceCalls(t: () => TestApp) {
  const { get, post } = jsonCalls(t);
  return {
    add: (b: TestBuyer, goodsId: number, number = 10) =>
      post('/api/cart', b.headers, { params: [{ goods_id: goodsId, number }] }),
    lines: async (b: TestBuyer) =>
      (await get('/api/cart/list', b.headers)).json().data.data as {
        id: number;
        can_buy: number;
        buy_tip: string;
        goods: { id: number };
      }[],
    ordersOf: async (b: TestBuyer) =>
      (await get('/api/order/list', b.headers)).json().data.total as number,
    /** A running package of one of each goods, made by staff; its id. */
    async packageOf(staff: Headers, title: string, goodsIds: number[]) {
      const res = await post('/admin-api/combinations', staff, {
        title,
        price: '30.00',
        stock: 100,
        limit: 0,
        start_time: new Date(Date.now() - hour).toISOString(),
        end_time: new Date(Date.now() + hour).toISOString(),
        goods: goodsIds.map((id) => ({ goods_id: id, number: 1 })),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    },
    addPackage: (b: TestBuyer, id: number) =>
      t().app.inject({
        method: 'POST',
        url: `/api/cart/combination?id=${id}&number=1`,
        headers: b.headers,
      }),
    /** A running group-buy (3 to a group) of the goods, made by staff; its id. */
    async groupBuyOf(staff: Headers, title: string, goodsId: number) {
      const res = await post('/admin-api/groupbuy/activities', staff, {
        goods_id: goodsId,
        title,
        pt_price: '9.90',
        group_size: 3,
        number: 10,
        group_hours: 24,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 24 * hour).toISOString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    },
    open: (b: TestBuyer, activityId: number) =>
      post('/api/pintuan/open', b.headers, { activity_id: activityId, key: randomUUID() }),
    join: (b: TestBuyer, groupId: number) =>
      post('/api/pintuan/join', b.headers, { group_id: groupId, key: randomUUID() }),
    /** Opens a group as `b` and pays for it: the group waits for others; its id. */
    async openPaid(b: TestBuyer, activityId: number) {
      const opened = await post('/api/pintuan/open', b.headers, {
        activity_id: activityId,
        key: randomUUID(),
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const { order_id: orderId, group_id: groupId } = opened.json().data;
      const paid = await post(`/api/order/${orderId}/pay`, b.headers, {
        method: 'balance',
        key: randomUUID(),
      });
      expect(paid.json().data.status).toBe('grouping');
      return groupId as number;
    },
    create: (b: TestBuyer, ids: number[]) =>
      post('/api/order/create', b.headers, {
        ids,
        address_id: b.addressId,
        coupon_id: 0,
        key: randomUUID(),
      }),
  };
}
