import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, combinationPurchases, combinations, orderLines } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 组合购 through the real API: operators make packages, buyers add them from
// the zone, the cart, step 2 and the order agree on the money, every goods'
// stock is taken together (never oversold under concurrent orders) and a
// cancel gives it all back.

let t: TestApp;
let operator: Record<string, string>;
let warehouse: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  [operator, warehouse] = await Promise.all([
    staffLogin(t, 'operator'),
    staffLogin(t, 'warehouse'),
  ]);
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json' };
const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: payload ? { ...headers, ...json } : (headers as Record<string, string>),
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

type Goods = { goods_id: number; number: number };
async function makePackage(goods: Goods[], over: object = {}) {
  const res = await call('POST', '/admin-api/combinations', operator, {
    title: '测试组合套餐',
    price: '30.00',
    stock: 100,
    limit: 0,
    start_time: iso(-hour),
    end_time: iso(24 * hour),
    goods,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; price: string; saving: string; ori_price: string };
}
const add = (b: TestBuyer, id: number, number: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cart/combination?id=${id}&number=${number}`,
    headers: b.headers,
  });
const cart = async (b: TestBuyer) =>
  (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json().data;
const create = (b: TestBuyer, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: b.headers,
    payload: { ids, address_id: b.addressId, coupon_id: 0, key: randomUUID() },
  });
const packageRow = async (id: number) =>
  (await t.db.select().from(combinations).where(eq(combinations.id, id)))[0]!;

describe('组合购 packages in the console', () => {
  it('creates a package with its saving, audited, and refuses a goods already in an overlapping package', async () => {
    const [a, b] = [
      await makeGoods(t.db, { priceFen: 2000 }),
      await makeGoods(t.db, { priceFen: 1500 }),
    ];
    const p = await makePackage([
      { goods_id: a, number: 1 },
      { goods_id: b, number: 2 },
    ]);
    expect(p).toMatchObject({ price: '30.00', ori_price: '50.00', saving: '20.00' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'combination'));
    expect(entry).toMatchObject({ action: 'combination.create' });

    const c = await makeGoods(t.db);
    const clash = await call('POST', '/admin-api/combinations', operator, {
      title: '冲突套餐',
      price: '10',
      stock: 1,
      limit: 0,
      start_time: iso(2 * hour),
      end_time: iso(48 * hour),
      goods: [
        { goods_id: a, number: 1 },
        { goods_id: c, number: 1 },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('已在同时段的套餐');
    // Stopped, the first package no longer blocks; starting it again is refused while the other holds the goods.
    expect((await call('POST', `/admin-api/combinations/${p.id}/stop`, operator)).statusCode).toBe(
      200,
    );
    const other = await makePackage(
      [
        { goods_id: a, number: 1 },
        { goods_id: c, number: 1 },
      ],
      { start_time: iso(2 * hour), end_time: iso(48 * hour) },
    );
    expect((await call('POST', `/admin-api/combinations/${p.id}/start`, operator)).statusCode).toBe(
      409,
    );
    await call('POST', `/admin-api/combinations/${other.id}/stop`, operator);
  });

  it('answers bad input with 422 and the field, and staff without the promotions permission with 403', async () => {
    const g = await makeGoods(t.db);
    const bad = [
      { price: '-1' },
      { price: 'abc' },
      { stock: -1 },
      { stock: 1.5 },
      { goods: [{ goods_id: g, number: 1 }] },
      {
        goods: [
          { goods_id: g, number: 0 },
          { goods_id: g + 1, number: 1 },
        ],
      },
      {
        goods: [
          { goods_id: g, number: 1 },
          { goods_id: g, number: 1 },
        ],
      },
      { end_time: iso(-2 * hour) },
      { title: '' },
    ];
    for (const over of bad) {
      const res = await call('POST', '/admin-api/combinations', operator, {
        title: '坏套餐',
        price: '10',
        stock: 1,
        limit: 0,
        start_time: iso(-hour),
        end_time: iso(hour),
        goods: [
          { goods_id: g, number: 1 },
          { goods_id: await makeGoods(t.db), number: 1 },
        ],
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
    }
    const unknown = await call('POST', '/admin-api/combinations', operator, {
      title: '坏套餐',
      price: '10',
      stock: 1,
      limit: 0,
      start_time: iso(-hour),
      end_time: iso(hour),
      goods: [
        { goods_id: g, number: 1 },
        { goods_id: 99_999_999, number: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect((await call('GET', '/admin-api/combinations', warehouse)).statusCode).toBe(403);
  });
});

describe('buying a package', () => {
  let buyer: TestBuyer;
  beforeAll(async () => {
    [buyer] = (await makeBuyers(t.db, 1, 'combo')) as [TestBuyer];
  });

  it('lists running packages in the zone, adds one to the cart as a type 3 line, and cart, step 2 and order agree', async () => {
    const a = await makeGoods(t.db, { priceFen: 1000, stock: 100, midPackQuantity: 10 });
    const b = await makeGoods(t.db, { priceFen: 700, stock: 100 });
    const p = await makePackage(
      [
        { goods_id: a, number: 2 },
        { goods_id: b, number: 1 },
      ],
      { price: '23.33', stock: 10 },
    );
    const zone = (await t.app.inject({ url: '/api/combination', headers: buyer.headers })).json();
    const item = zone.data.list.find((x: { id: number }) => x.id === p.id);
    expect(item).toMatchObject({
      price: '23.33',
      ori_price: '27.00',
      saving: '3.67',
      stock: 10,
      status: 1,
    });
    expect(item.goods.map((g: { id: number; number: number }) => [g.id, g.number])).toEqual([
      [a, 2],
      [b, 1],
    ]);

    // The spec's client sends it in the query; a JSON body is read the same.
    expect((await add(buyer, p.id, 2)).json()).toMatchObject({ code: 10000 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cart/combination',
      headers: { ...buyer.headers, ...json },
      payload: JSON.stringify({ id: p.id, number: 1 }),
    });
    expect(again.statusCode).toBe(200);
    const list = await cart(buyer);
    const line = list.data.find((l: { type: number }) => l.type === 3);
    // 3 packages, not on the lead goods' packing step of 10: a package is sold by the set.
    expect(line).toMatchObject({ number: 3, price: '23.33', amount: '69.99', can_buy: 1 });
    expect(line.combination).toMatchObject({ id: p.id, title: '测试组合套餐', saving: '3.67' });

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/order/check',
      headers: buyer.headers,
      payload: { ids: [line.id], coupon_id: 0 },
    });
    expect(check.json().data.summary.goods_amount ?? check.json().data.summary.total).toBeDefined();
    expect(check.json().data.lines[0]).toMatchObject({ amount: '69.99', type: 3 });

    const created = await create(buyer, [line.id]);
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.id;
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((l) => [l.goodsId, l.quantity, l.combinationId])).toEqual([
      [a, 6, p.id],
      [b, 3, p.id],
    ]);
    expect(lines.reduce((n, l) => n + l.amountFen, 0)).toBe(6999);
    expect((await readGoods(t.db, a)).stock).toBe(94);
    expect((await readGoods(t.db, b)).stock).toBe(97);
    expect((await packageRow(p.id)).stock).toBe(7);
    const detail = (
      await t.app.inject({ url: `/api/order/${orderId}`, headers: buyer.headers })
    ).json();
    expect(detail.data.goods_amount).toBe('69.99');
    // The zone read a moment ago says at once what the company now holds.
    const bought = async () =>
      (await t.app.inject({ url: '/api/combination', headers: buyer.headers }))
        .json()
        .data.list.find((x: { id: number }) => x.id === p.id).bought;
    expect(await bought()).toBe(3);

    // A cancel gives back every goods and the packages, once.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await bought()).toBe(0);
    expect((await readGoods(t.db, a)).stock).toBe(100);
    expect((await readGoods(t.db, b)).stock).toBe(100);
    expect((await packageRow(p.id)).stock).toBe(10);
    const again2 = await t.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: buyer.headers,
    });
    expect(again2.statusCode).toBe(409);
    expect((await packageRow(p.id)).stock).toBe(10);
  });

  it('refuses bad numbers, unknown and other states with the spec messages, never a 500', async () => {
    const a = await makeGoods(t.db);
    const b = await makeGoods(t.db);
    const soon = await makePackage(
      [
        { goods_id: a, number: 1 },
        { goods_id: b, number: 1 },
      ],
      { start_time: iso(hour), end_time: iso(2 * hour) },
    );
    expect((await add(buyer, soon.id, 1)).json()).toMatchObject({ code: 400, msg: '活动未开始' });
    for (const q of ['number=-1', 'number=0', 'number=1.5', 'number=abc', 'number=99999999'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/cart/combination?id=${soon.id}&${q}`,
            headers: buyer.headers,
          })
        ).statusCode,
        q,
      ).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/combination', headers: buyer.headers }))
        .statusCode,
    ).toBe(422);
    expect((await add(buyer, 99_999_999, 1)).json()).toMatchObject({
      code: 404,
      msg: '组合套餐不存在或已下架',
    });
    const anon = await t.app.inject({ method: 'POST', url: `/api/cart/combination?id=${soon.id}` });
    expect(anon.json().code).toBe(10001);
  });

  it('holds the per-buyer limit, counted over orders, and sells no more packages than its stock', async () => {
    const a = await makeGoods(t.db);
    const b = await makeGoods(t.db);
    const p = await makePackage(
      [
        { goods_id: a, number: 1 },
        { goods_id: b, number: 1 },
      ],
      { limit: 2, stock: 5 },
    );
    expect((await add(buyer, p.id, 3)).json()).toMatchObject({ code: 412 });
    expect((await add(buyer, p.id, 2)).statusCode).toBe(200);
    const line = (await cart(buyer)).data.find(
      (l: { combination?: { id: number } }) => l.combination?.id === p.id,
    );
    expect((await create(buyer, [line.id])).statusCode).toBe(200);
    expect((await add(buyer, p.id, 1)).json()).toMatchObject({ code: 412 });
    const [held] = await t.db
      .select()
      .from(combinationPurchases)
      .where(eq(combinationPurchases.combinationId, p.id));
    expect(held!.quantity).toBe(2);
  });
});

describe('concurrent orders for the last packages', () => {
  it('never oversell a goods: the scarcest goods decides, all of a package or none is taken', async () => {
    // 7 of goods a, 2 per package: 3 packages at most, though the package has 10.
    const a = await makeGoods(t.db, { stock: 7 });
    const b = await makeGoods(t.db, { stock: 50 });
    const p = await makePackage(
      [
        { goods_id: a, number: 2 },
        { goods_id: b, number: 1 },
      ],
      { stock: 10 },
    );
    const buyers = await makeBuyers(t.db, 8, 'combo-race');
    const lines: number[] = [];
    for (const b2 of buyers) {
      // Adding checks stock as it is now; all 8 fit before anyone orders.
      expect((await add(b2, p.id, 1)).statusCode).toBe(200);
      lines.push((await cart(b2)).data[0].id);
    }
    const results = await Promise.all(buyers.map((b2, i) => create(b2, [lines[i]!])));
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);
    expect((await readGoods(t.db, a)).stock).toBe(1);
    expect((await readGoods(t.db, b)).stock).toBe(47);
    expect((await packageRow(p.id)).stock).toBe(7);
  });

  it('never sell more packages than the package stock', async () => {
    const a = await makeGoods(t.db);
    const b = await makeGoods(t.db);
    const p = await makePackage(
      [
        { goods_id: a, number: 1 },
        { goods_id: b, number: 1 },
      ],
      { stock: 2 },
    );
    const buyers = await makeBuyers(t.db, 6, 'combo-last');
    const lines: number[] = [];
    for (const b2 of buyers) {
      expect((await add(b2, p.id, 1)).statusCode).toBe(200);
      lines.push((await cart(b2)).data[0].id);
    }
    const results = await Promise.all(buyers.map((b2, i) => create(b2, [lines[i]!])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect((await packageRow(p.id)).stock).toBe(0);
    expect((await readGoods(t.db, a)).stock).toBe(998);
    const zone = (await t.app.inject({ url: '/api/combination' })).json().data.list;
    expect(zone.find((x: { id: number }) => x.id === p.id).stock).toBe(0);
  });
});
