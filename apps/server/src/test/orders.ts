import type { Packing } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orderLines } from '../db/schema/index.ts';
import type { TestBuyer } from './buyers.ts';
import { staffLogin, type TestApp } from './helper.ts';

// An order's life through the real API, for tests about what follows it:
// placed and paid from the balance, shipped by the warehouse, confirmed by
// the buyer, refunded through after-sales.

type Headers = Record<string, string>;
let keys = 0;
const key = (what: string) => `${what}-${Date.now()}-${++keys}`;
/** Serials of the codes scanned here (the demo's start with 9). */
let codes = 1_000_000_000;

export function orderLife(t: TestApp) {
  const staff = new Map<string, Promise<Headers>>();
  const as = (who: string) => {
    if (!staff.has(who)) staff.set(who, staffLogin(t, who));
    return staff.get(who)!;
  };
  const post = (url: string, headers: Headers, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const expectOk = (r: { statusCode: number; body: string }, what: string) => {
    if (r.statusCode !== 200) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
    return JSON.parse(r.body).data;
  };

  return {
    /** Places and pays (balance) an order of these goods; its id. */
    async paidOrder(b: TestBuyer, lines: { goodsId: number; number: number }[]) {
      expectOk(
        await post('/api/cart', b.headers, {
          params: lines.map((l) => ({ goods_id: l.goodsId, number: l.number })),
        }),
        'add to cart',
      );
      const list = expectOk(
        await t.app.inject({ url: '/api/cart/list', headers: b.headers }),
        'cart',
      );
      const ids = list.data
        .filter((l: { goods: { id: number } }) => lines.some((x) => x.goodsId === l.goods.id))
        .map((l: { id: number }) => l.id);
      const created = expectOk(
        await post('/api/order/create', b.headers, {
          ids,
          address_id: b.addressId,
          coupon_id: 0,
          key: key('order'),
        }),
        'create order',
      );
      expectOk(
        await post(`/api/order/${created.id}/pay`, b.headers, {
          method: 'balance',
          key: key('pay'),
        }),
        'pay',
      );
      return created.id as number;
    },

    /** Ships every unshipped line, scanning a 追溯码 for each unit of a 需追溯码 line first. */
    async ship(orderId: number) {
      const warehouse = await as('warehouse');
      const packing = expectOk(
        await t.app.inject({ url: `/admin-api/orders/${orderId}/packing`, headers: warehouse }),
        'packing',
      ) as Packing;
      for (const l of packing.lines) {
        if (!l.needs_trace || l.shipment_id !== null) continue;
        for (let n = l.scanned; n < l.to_ship; n++)
          expectOk(
            await post(`/admin-api/orders/${orderId}/trace-codes`, warehouse, {
              code: `${l.trace_prefix}${String(++codes).padStart(13, '0')}`,
              line_id: l.id,
            }),
            'scan',
          );
      }
      expectOk(
        await post(`/admin-api/orders/${orderId}/ship`, await as('warehouse'), {
          carrier: '顺丰速运',
          tracking_no: `SF${Date.now()}${++keys}`,
        }),
        'ship',
      );
    },

    confirm: (b: TestBuyer, orderId: number) => post(`/api/order/${orderId}/confirm`, b.headers),

    lines: (orderId: number) =>
      t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id),

    /** Asks a refund of `number` units of one line, approved and paid out; the fen refunded. */
    async refund(b: TestBuyer, orderId: number, lineId: number, number: number) {
      const asked = expectOk(
        await post(`/api/order/${orderId}/after-sales`, b.headers, {
          kind: 'refund',
          reason: '不需要了',
          lines: [{ id: lineId, number }],
          key: key('as'),
        }),
        'ask refund',
      );
      expectOk(
        await post(`/admin-api/after-sales/${asked.id}/approve`, await as('service')),
        'approve',
      );
      const done = expectOk(
        await post(`/admin-api/after-sales/${asked.id}/refund`, await as('finance')),
        'refund',
      );
      return Math.round(Number(done.refunded_amount) * 100);
    },
  };
}
