import { randomUUID } from 'node:crypto';
import { newCustomerList } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newCustomerClaims, orderLines, orders } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 新人特价 through the real API: the console makes an offer, a new company
// buys it once at the special price (cart, step 2 and order agree), never
// twice even under 20 concurrent orders, an old customer is refused, and a
// cancel gives the claim back.

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  operator = await staffLogin(t, 'operator');
});
afterAll(() => t?.close());

const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function makeOffer(over: object = {}) {
  const goodsId = await makeGoods(t.db, { priceFen: 2000, stock: 100, midPackQuantity: 1 });
  const res = await post('/admin-api/new-customer', operator, {
    goods_id: goodsId,
    price: '9.90',
    limit: 2,
    starts_at: iso(-hour),
    ends_at: iso(24 * hour),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { goodsId, id: res.json().data.id as number };
}
const addNewCustomerOffer = (b: TestBuyer, goodsId: number, number: number) =>
  post('/api/cart', b.headers, { params: [{ goods_id: goodsId, number, type: 4 }] });
const cartLine = async (b: TestBuyer, goodsId: number) =>
  (await t.app.inject({ url: '/api/cart/list', headers: b.headers }))
    .json()
    .data.data.find(
      (l: { type: number; goods: { id: number } }) => l.type === 4 && l.goods.id === goodsId,
    );
const create = (b: TestBuyer, ids: number[]) =>
  post('/api/order/create', b.headers, {
    ids,
    address_id: b.addressId,
    coupon_id: 0,
    key: randomUUID(),
  });

describe('新人特价', () => {
  it('prices a new company once at the special price; cart, step 2 and order agree; cancel releases', async () => {
    const { goodsId, id } = await makeOffer();
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'xr_goods.create'));
    expect(audit?.targetId).toBe(String(id));
    const [b] = (await makeBuyers(t.db, 1, 'xrnew')) as [TestBuyer];
    const page = (await t.app.inject({ url: '/api/new-customer', headers: b.headers })).json().data;
    expect(newCustomerList.parse(page).is_new).toBe(true);
    const item = page.list.find((x: { id: number }) => x.id === goodsId);
    expect(item).toMatchObject({ xr_price: '9.90', xr_limit: 2, can_buy: true, status: 1 });

    // Over the limit: the spec's message with {n}.
    const over = await addNewCustomerOffer(b, goodsId, 3);
    expect(over.statusCode).toBe(412);
    expect(over.json().msg).toContain('数量超过活动限购2');

    expect((await addNewCustomerOffer(b, goodsId, 2)).statusCode).toBe(200);
    const line = await cartLine(b, goodsId);
    expect(line).toMatchObject({ number: 2, price: '9.90', amount: '19.80', can_buy: 1 });
    const check = await post('/api/order/check', b.headers, { ids: [line.id], coupon_id: 0 });
    expect(check.json().data.lines[0]).toMatchObject({ amount: '19.80', type: 4 });
    const created = await create(b, [line.id]);
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.id as number;
    const [ol] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(ol).toMatchObject({
      unitPriceFen: 990,
      amountFen: 1980,
      newCustomer: true,
      promo: { kind: 'new_customer' },
    });

    // Bought: the page says so and the cart refuses another.
    const after = (await t.app.inject({ url: '/api/new-customer', headers: b.headers })).json()
      .data;
    expect(after.list.find((x: { id: number }) => x.id === goodsId).can_buy).toBe(false);
    const twice = await addNewCustomerOffer(b, goodsId, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('新人特价商品每家仅可购买一次');

    // Cancelled unpaid: the claim comes back and it can be bought again.
    const cancel = await post(`/api/order/${orderId}/cancel`, b.headers, {});
    expect(cancel.statusCode).toBe(200);
    const claims = await t.db
      .select()
      .from(newCustomerClaims)
      .where(
        and(eq(newCustomerClaims.companyId, b.companyId), eq(newCustomerClaims.goodsId, goodsId)),
      );
    expect(claims).toHaveLength(0);
    expect((await addNewCustomerOffer(b, goodsId, 1)).statusCode).toBe(200);
  });

  it('lets one of 20 concurrent orders of one company through', async () => {
    const { goodsId } = await makeOffer();
    const [first] = (await makeBuyers(t.db, 1, 'xrrace')) as [TestBuyer];
    const rest = await makeBuyers(t.db, 19, 'xrrace2', first.companyId);
    const all = [first, ...rest];
    const lines: number[] = [];
    for (const b of all) {
      expect((await addNewCustomerOffer(b, goodsId, 1)).statusCode).toBe(200);
      lines.push((await cartLine(b, goodsId)).id as number);
    }
    const results = await Promise.all(all.map((b, i) => create(b, [lines[i]!])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    const claims = await t.db
      .select()
      .from(newCustomerClaims)
      .where(eq(newCustomerClaims.goodsId, goodsId));
    expect(claims).toHaveLength(1);
  });

  it('refuses a company with a completed order, stops at the window, and rejects bad input', async () => {
    const { goodsId, id } = await makeOffer();
    const [b] = (await makeBuyers(t.db, 1, 'xrold')) as [TestBuyer];
    expect((await addNewCustomerOffer(b, goodsId, 1)).statusCode).toBe(200);
    const line = await cartLine(b, goodsId);
    const created = await create(b, [line.id]);
    expect(created.statusCode, created.body).toBe(200);
    await t.db
      .update(orders)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(orders.id, created.json().data.id));
    const other = await makeOffer();
    const page = (await t.app.inject({ url: '/api/new-customer', headers: b.headers })).json().data;
    expect(page.is_new).toBe(false);
    expect(page.list.find((x: { id: number }) => x.id === other.goodsId)).toMatchObject({
      can_buy: false,
      reason: '仅限新客户购买',
    });
    const refused = await addNewCustomerOffer(b, other.goodsId, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('仅限新客户购买');

    // Stopped by staff: ended for buyers.
    const [fresh] = (await makeBuyers(t.db, 1, 'xrstop')) as [TestBuyer];
    const stop = await post(`/admin-api/new-customer/${id}/enabled`, operator, { enabled: false });
    expect(stop.statusCode, stop.body).toBe(200);
    const ended = await addNewCustomerOffer(fresh, goodsId, 1);
    expect(ended.json().msg).toBe('活动已结束');
    const upcoming = await makeOffer({ starts_at: iso(hour), ends_at: iso(2 * hour) });
    expect((await addNewCustomerOffer(fresh, upcoming.goodsId, 1)).json().msg).toBe('活动未开始');

    // Not an offer; bad bodies answer 400, never 500.
    const plain = await makeGoods(t.db, { priceFen: 500 });
    expect((await addNewCustomerOffer(fresh, plain, 1)).statusCode).toBe(404);
    for (const bad of [
      { limit: 0 },
      { limit: 6 },
      { limit: 1.5 },
      { price: '-1' },
      { goods_id: 'x' },
    ]) {
      const r = await post('/admin-api/new-customer', operator, {
        goods_id: plain,
        price: '1.00',
        limit: 1,
        starts_at: iso(-hour),
        ends_at: iso(hour),
        ...bad,
      });
      expect(r.statusCode, JSON.stringify(bad)).toBe(422);
    }
    // A second offer of the same goods conflicts.
    const dup = await post('/admin-api/new-customer', operator, {
      goods_id: goodsId,
      price: '1.00',
      limit: 1,
      starts_at: iso(-hour),
      ends_at: iso(hour),
    });
    expect(dup.statusCode).toBe(409);
    // A buyer may not reach the console.
    expect(
      (await t.app.inject({ url: '/admin-api/new-customer', headers: fresh.headers })).statusCode,
    ).toBe(401);
  });
});
