import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, stockLedger } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// A line refunded before it shipped is never put in a parcel (or only its
// rest is) and its units go back to stock exactly once, whichever comes
// first: the refund or the parcel, and whoever presses at the same time.

type Headers = Record<string, string>;
let t: TestApp;
let b: TestBuyer;
let reviewer: Headers;
let warehouse: Headers;
let finance: Headers;
let keys = 0;
const key = (p: string) => `${p}-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [reviewer, warehouse, finance] = (await Promise.all(
    ['service', 'warehouse', 'finance'].map((u) => staffLogin(t, u)),
  )) as unknown as [Headers, Headers, Headers];
  [b] = (await makeBuyers(t.db, 1, 'unshipped')) as [TestBuyer];
});
afterAll(() => t?.close());

const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

/** A paid (balance) order of new goods, one line per quantity; its lines in that order. */
async function paidOrder(quantities: number[]) {
  const goodsIds: number[] = [];
  for (const _ of quantities) goodsIds.push(await makeGoods(t.db, { midPackQuantity: 1 }));
  await post('/api/cart', b.headers, {
    params: goodsIds.map((g, i) => ({ goods_id: g, number: quantities[i] })),
  });
  const cart = (await get('/api/cart/list', b.headers)).json().data.data as {
    id: number;
    goods: { id: number };
  }[];
  const created = await post('/api/order/create', b.headers, {
    ids: cart.filter((l) => goodsIds.includes(l.goods.id)).map((l) => l.id),
    address_id: b.addressId,
    key: key('order'),
  });
  const id = created.json().data.id as number;
  const paid = await post(`/api/order/${id}/pay`, b.headers, { method: 'balance', key: key('p') });
  expect(paid.json().code, paid.body).toBe(10000);
  const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  // In the order the quantities were given (the order lists its lines its own way).
  const lines = goodsIds.map((g) => rows.find((l) => l.goodsId === g)!);
  return { id, lines };
}

/** A 仅退款 request of `number` units of a line, approved; its id. */
async function approvedRefund(orderId: number, lineId: number, number: number) {
  const made = await post(`/api/order/${orderId}/after-sales`, b.headers, {
    kind: 'refund',
    reason: '不需要了',
    lines: [{ id: lineId, number }],
    key: key('as'),
  });
  expect(made.json().code, made.body).toBe(10000);
  const asId = made.json().data.id as number;
  const ok = await post(`/admin-api/after-sales/${asId}/approve`, reviewer, { note: '同意' });
  expect(ok.json().code, ok.body).toBe(10000);
  return asId;
}

const refund = (asId: number) => post(`/admin-api/after-sales/${asId}/refund`, finance);
const ship = (orderId: number, lines?: number[]) =>
  post(`/admin-api/orders/${orderId}/ship`, warehouse, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}${++keys}`,
    ...(lines && { lines }),
  });

/** Stock given back for refunds before shipping: the ledger's entries for this goods. */
const restocks = (goodsId: number) =>
  t.db
    .select({ change: stockLedger.change, ref: stockLedger.ref })
    .from(stockLedger)
    .where(and(eq(stockLedger.goodsId, goodsId), eq(stockLedger.kind, 'cancel')));

const buyerView = async (orderId: number) =>
  (await get(`/api/order/${orderId}`, b.headers)).json().data;
const consoleView = async (orderId: number) =>
  (await get(`/admin-api/orders/${orderId}`, warehouse)).json().data;

describe('a line refunded before shipping', () => {
  it('refund then ship: the refunded line stays behind, its stock comes back once', async () => {
    const { id, lines } = await paidOrder([20, 2]);
    const [gone, kept] = lines as [(typeof lines)[0], (typeof lines)[0]];
    expect(await readGoods(t.db, gone.goodsId)).toMatchObject({ stock: 980 });

    const r = await refund(await approvedRefund(id, gone.id, 20));
    expect(r.json().code, r.body).toBe(10000);
    expect(await readGoods(t.db, gone.goodsId)).toMatchObject({ stock: 1000 });
    const back = await restocks(gone.goodsId);
    expect(back.map((e) => e.change)).toEqual([20]);
    expect(back[0]!.ref).toContain('未发货');

    // The whole order ships: only the line still owed leaves, and the order is shipped.
    const shipped = await ship(id);
    expect(shipped.json().code, shipped.body).toBe(10000);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.status).toBe('shipped');
    const after = await t.db.select().from(orderLines).where(eq(orderLines.id, gone.id));
    expect(after[0]).toMatchObject({ shipmentId: null, unshippedRefundQuantity: 20 });

    const seen = await buyerView(id);
    expect(seen.shipments).toHaveLength(1);
    expect(seen.shipments[0].goods).toEqual([
      { goods_id: kept.goodsId, name: kept.name, number: 2 },
    ]);
    const refundedOf = (ls: { goods_id: number; unshipped_refund: number }[]) =>
      lines.map((l) => ls.find((x) => x.goods_id === l.goodsId)?.unshipped_refund);
    expect(refundedOf(seen.lines)).toEqual([20, 0]);
    const staffSeen = await consoleView(id);
    expect(staffSeen.shipments[0].lines).toEqual([kept.id]);
    expect(staffSeen.lines.find((l: { id: number }) => l.id === gone.id)).toMatchObject({
      shipment_id: null,
      unshipped_refund: 20,
    });

    // Nothing is given back twice, and a second parcel has nothing to carry.
    expect((await ship(id)).statusCode).toBe(409);
    expect(await readGoods(t.db, gone.goodsId)).toMatchObject({ stock: 1000 });
  });

  it('partial refund: the parcel carries the rest, the refunded units are back in stock', async () => {
    const { id, lines } = await paidOrder([20]);
    const line = lines[0]!;
    expect((await refund(await approvedRefund(id, line.id, 5))).json().code).toBe(10000);
    expect(await readGoods(t.db, line.goodsId)).toMatchObject({ stock: 985 });
    expect((await ship(id)).json().code).toBe(10000);
    const seen = await buyerView(id);
    expect(seen.status).toBe('shipped');
    expect(seen.shipments[0].goods).toEqual([
      { goods_id: line.goodsId, name: line.name, number: 15 },
    ]);
    expect(seen.lines[0]).toMatchObject({ number: 20, unshipped_refund: 5 });
    expect((await restocks(line.goodsId)).map((e) => e.change)).toEqual([5]);
  });

  it('ship then refund: money only, no stock comes back (the goods are with the buyer)', async () => {
    const { id, lines } = await paidOrder([6]);
    const line = lines[0]!;
    expect((await ship(id)).json().code).toBe(10000);
    expect((await refund(await approvedRefund(id, line.id, 2))).json().code).toBe(10000);
    expect(await readGoods(t.db, line.goodsId)).toMatchObject({ stock: 994 });
    expect(await restocks(line.goodsId)).toEqual([]);
    const seen = await buyerView(id);
    expect(seen.shipments[0].goods[0].number).toBe(6);
    expect(seen.lines[0].unshipped_refund).toBe(0);
  });

  it('the last unshipped line refunded in full completes the shipment', async () => {
    const { id, lines } = await paidOrder([3, 4]);
    expect((await ship(id, [lines[1]!.id])).json().code).toBe(10000);
    expect((await buyerView(id)).status).toBe('paid');
    expect((await refund(await approvedRefund(id, lines[0]!.id, 3))).json().code).toBe(10000);
    const seen = await buyerView(id);
    expect(seen.status).toBe('shipped');
    expect(seen.logistics).toMatchObject({ company: '顺丰速运' });
    expect(await readGoods(t.db, lines[0]!.goodsId)).toMatchObject({ stock: 1000 });
  });
});

describe('at the same time', () => {
  it('the same refund pressed three times gives the stock back once', async () => {
    const { id, lines } = await paidOrder([8]);
    const line = lines[0]!;
    const asId = await approvedRefund(id, line.id, 8);
    const codes = (await Promise.all([1, 2, 3].map(() => refund(asId)))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    expect(await readGoods(t.db, line.goodsId)).toMatchObject({ stock: 1000 });
    expect((await restocks(line.goodsId)).map((e) => e.change)).toEqual([8]);
  });

  it('two requests of one line refunded at once return each its own units', async () => {
    const { id, lines } = await paidOrder([10]);
    const line = lines[0]!;
    const first = await approvedRefund(id, line.id, 4);
    const second = await approvedRefund(id, line.id, 6);
    const done = await Promise.all([refund(first), refund(second)]);
    expect(done.map((r) => r.json().code)).toEqual([10000, 10000]);
    expect(await readGoods(t.db, line.goodsId)).toMatchObject({ stock: 1000 });
    expect((await restocks(line.goodsId)).map((e) => e.change).sort()).toEqual([4, 6]);
    const [l] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(l!.unshippedRefundQuantity).toBe(10);
    // Nothing is left to send: the parcel is refused.
    expect((await ship(id)).statusCode).toBe(409);
  });

  it('a refund racing the parcel: the units leave or come back, never both, never twice', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, lines } = await paidOrder([10]);
      const line = lines[0]!;
      const asId = await approvedRefund(id, line.id, 4);
      const [refunded, shipped] = await Promise.all([refund(asId), ship(id)]);
      expect(refunded.json().code, refunded.body).toBe(10000);
      // The parcel waited for the refund or was refused while it was undecided.
      if (shipped.statusCode !== 200) expect((await ship(id)).json().code).toBe(10000);
      const seen = await buyerView(id);
      expect(seen.shipments[0].goods[0].number).toBe(6);
      expect(await readGoods(t.db, line.goodsId)).toMatchObject({ stock: 994 });
      expect((await restocks(line.goodsId)).map((e) => e.change)).toEqual([4]);
    }
  });
});
