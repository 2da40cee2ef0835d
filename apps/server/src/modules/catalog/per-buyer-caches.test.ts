import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Bus, memoryBus } from '../../platform/bus.ts';
import { memoryKv } from '../../platform/kv.ts';
import { LogSmsProvider } from '../../platform/sms.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Goods objects come from caches that every process forgets when the facts
// change on any process: stock taken by an order, a buyer's cart and favourites.

let bus: Bus;
let t: TestApp;
let other: App;
let b: TestBuyer;

beforeAll(async () => {
  bus = memoryBus();
  t = await testApp({ goodsCount: 10, bus });
  other = await buildApp({
    db: t.db,
    kv: memoryKv(),
    bus,
    sms: new LogSmsProvider(() => {}),
    publicUrl: 'http://shop.test',
  });
  [b] = (await makeBuyers(t.db, 1, 'caches')) as [TestBuyer];
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await bus?.close();
});

const detail = async (id: number) =>
  (await other.inject({ url: `/api/goods/detail/${id}`, headers: b.headers })).json().data;

describe('per-buyer facts on goods objects', () => {
  it('show a cart change made on another process at once', async () => {
    const g = await makeGoods(t.db);
    expect((await detail(g)).cartNum).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: b.headers,
      payload: { params: [{ goods_id: g, number: 10 }] },
    });
    expect((await detail(g)).cartNum).toBe(10);
  });

  it('show the stock an order took on another process at once', async () => {
    const g = await makeGoods(t.db, { stock: 500 });
    expect((await detail(g)).number).toBe(500);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: b.headers,
      payload: { params: [{ goods_id: g, number: 30 }] },
    });
    const line = (await t.app.inject({ url: '/api/cart/list', headers: b.headers }))
      .json()
      .data.data.find((l: { goods: { id: number } }) => l.goods.id === g);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: b.headers,
      payload: { ids: [line.id], address_id: b.addressId, key: `stock-${g}-abcdef` },
    });
    expect(order.json().code).toBe(10000);
    expect((await detail(g)).number).toBe(470);
    await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.json().data.id}/cancel`,
      headers: b.headers,
    });
    expect((await detail(g)).number).toBe(500);
  });

  it('show a favourite added on another process at once', async () => {
    const g = await makeGoods(t.db);
    expect((await detail(g)).is_favorite).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: b.headers,
      payload: { goods_ids: [g] },
    });
    expect((await detail(g)).is_favorite).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/favorite/cancel',
      headers: b.headers,
      payload: { goods_ids: [g] },
    });
    expect((await detail(g)).is_favorite).toBe(0);
  });
});
