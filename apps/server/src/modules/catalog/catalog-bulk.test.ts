import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, makeGoods, readGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let operator: { cookie: string };
let warehouse: { cookie: string };
let admin: { cookie: string };
let buyer: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  operator = await staffLogin(t, 'operator');
  warehouse = await staffLogin(t, 'warehouse');
  admin = await staffLogin(t, 'admin');
  [buyer] = (await makeBuyers(t.db, 1, 'goodsbulk')) as [TestBuyer];
});
afterAll(() => t?.close());

const bulk = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/goods/bulk',
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
const detail = async (id: number) =>
  (await t.app.inject({ url: `/api/goods/detail/${id}`, headers: buyer.headers })).json().data;
const three = (patch: Parameters<typeof makeGoods>[1] = {}) =>
  Promise.all([1, 2, 3].map(() => makeGoods(t.db, { midPackQuantity: 1, ...patch })));
const auditOf = async (action: string, id: number) =>
  (
    await t.app.inject({
      url: `/admin-api/audit-log?action=${action}&target_id=${id}`,
      headers: admin,
    })
  ).json().data.data;
const ledgerOf = async (id: number) =>
  (await t.app.inject({ url: `/admin-api/goods/${id}/stock-ledger`, headers: warehouse })).json()
    .data.data;

describe('bulk edits', () => {
  it('sets one price on every goods; buyers see it at once; one audit entry per goods', async () => {
    const ids = await three({ priceFen: 1000 });
    await Promise.all(ids.map(detail)); // read once, so a stale copy would show
    const r = await bulk(operator, { ids, price: '12.50' });
    expect(r.json()).toMatchObject({ code: 10000, data: { total: 3, changed: 3 } });
    for (const id of ids) {
      expect((await detail(id)).price).toBe('12.50');
      expect((await readGoods(t.db, id)).originalPriceFen).toBe(1250);
      const [entry] = await auditOf('goods.bulk_update', id);
      expect(entry).toMatchObject({
        username: 'operator',
        before: { price: '10.00' },
        after: { price: '12.50' },
      });
    }
  });

  it('changes prices by a percentage, rounded to the fen', async () => {
    const a = await makeGoods(t.db, { priceFen: 1000 });
    const b = await makeGoods(t.db, { priceFen: 333 });
    expect((await bulk(operator, { ids: [a, b], price: { percent: -10 } })).statusCode).toBe(200);
    expect((await readGoods(t.db, a)).priceFen).toBe(900);
    expect((await readGoods(t.db, b)).priceFen).toBe(300); // 299.7 → 300
    expect((await bulk(operator, { ids: [a], price: { percent: 100 } })).statusCode).toBe(200);
    expect((await readGoods(t.db, a)).priceFen).toBe(1800);
    for (const percent of [-11, 101, 1.5, '5%'])
      expect(
        (await bulk(operator, { ids: [a], price: { percent } })).statusCode,
        String(percent),
      ).toBe(422);
    expect((await readGoods(t.db, a)).priceFen).toBe(1800);
  });

  it('refuses a stock edit: stock is held per lot, changed by 入库 and adjustments', async () => {
    const ids = await three({ stock: 50 });
    const r = await bulk(warehouse, { ids, number: 80, reason: '月度盘点' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.number[0]).toContain('批次');
    for (const id of ids) {
      expect((await readGoods(t.db, id)).stock).toBe(50);
      expect(await ledgerOf(id)).toHaveLength(0);
    }
  });

  it('takes goods off the shelf and back: buyers see it at once', async () => {
    const ids = await three();
    expect((await detail(ids[0]!)).id).toBe(ids[0]);
    expect((await bulk(operator, { ids, is_hidden: 1 })).statusCode).toBe(200);
    for (const id of ids) {
      expect((await readGoods(t.db, id)).isHidden).toBe(true);
      expect(
        (await t.app.inject({ url: `/api/goods/detail/${id}`, headers: buyer.headers })).json()
          .code,
      ).not.toBe(10000);
    }
    await bulk(operator, { ids, is_hidden: 0 });
    expect((await detail(ids[1]!)).id).toBe(ids[1]);
  });

  it('changes nothing when one id does not exist (all or nothing)', async () => {
    const ids = await three({ priceFen: 1000, stock: 20 });
    const before = await Promise.all(ids.map((id) => readGoods(t.db, id)));
    for (const [who, body] of [
      [operator, { ids: [...ids, 99_999_999], price: '1.00', is_hidden: 1 }],
      [operator, { ids: [...ids, 99_999_999], market_price: '2.00' }],
    ] as const) {
      const r = await bulk(who, body);
      expect(r.statusCode).toBe(422);
      expect(r.json().msg).toContain('99999999');
    }
    expect(await Promise.all(ids.map((id) => readGoods(t.db, id)))).toEqual(before);
    expect(await ledgerOf(ids[0]!)).toHaveLength(0);
    expect(await auditOf('goods.bulk_update', ids[0]!)).toHaveLength(0);
  });

  it('refuses each field to a staff without its permission, changing nothing', async () => {
    const ids = await three({ priceFen: 1000, stock: 20 });
    const service = await staffLogin(t, 'service');
    const finance = await staffLogin(t, 'finance');
    const refused: [Record<string, string>, object][] = [
      [warehouse, { price: '1.00' }],
      [warehouse, { price: { percent: 10 } }],
      [warehouse, { market_price: '1.00' }],
      [warehouse, { is_hidden: 1 }],
      [warehouse, { number: 5, reason: 'x', price: '1.00' }],
      [operator, { number: 5, reason: '盘点' }],
      [service, { is_hidden: 1 }],
      [finance, { price: '1.00' }],
    ];
    for (const [who, body] of refused)
      expect((await bulk(who, { ids, ...body })).statusCode, JSON.stringify(body)).toBe(403);
    const g = await readGoods(t.db, ids[0]!);
    expect([g.priceFen, g.stock, g.isHidden]).toEqual([1000, 20, false]);
    expect(await auditOf('goods.bulk_update', ids[0]!)).toHaveLength(0);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const [id] = await three({ priceFen: 1000 });
    const bad: object[] = [
      { ids: [] },
      { ids: [id] },
      { ids: [id], price: '-1' },
      { ids: [id], price: '1.001' },
      { ids: [id], number: -1, reason: 'x' },
      { ids: [id], number: 5 },
      { ids: [id], reason: 'x' },
      { ids: [id], is_hidden: 2 },
      { ids: [id], name: 'x' },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), is_hidden: 1 },
      { ids: ['x'], is_hidden: 1 },
    ];
    for (const body of bad)
      expect((await bulk(admin, body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await readGoods(t.db, id!)).priceFen).toBe(1000);
  });
});
