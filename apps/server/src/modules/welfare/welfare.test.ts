import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderLines, orders, welfareEvents } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 全场94折: 6% off the unit price of the event's goods while it runs, rounded
// down to the fen, the same on the goods object, the cart, step 2 and the
// stored order; staff run events in the console, audited, and cannot put a
// goods in two overlapping events.

let t: TestApp;
let op: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ goodsCount: 30 });
  op = await staffLogin(t, 'operator');
});
afterAll(() => t?.close());

let n = 0;
const buyer = async () => (await makeBuyers(t.db, 1, `wf${++n}x`))[0] as TestBuyer;
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function makeEvent(goodsIds: number[], from = -1, to = 5, title = '测试94折') {
  const r = await post('/admin-api/welfare-events', op, {
    title,
    starts_at: iso(from),
    ends_at: iso(to),
    goods_ids: goodsIds.join(','),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; status: string; goods: { welfare_price: string }[] };
}

async function cartLine(b: TestBuyer, goodsId: number, number: number) {
  const add = await post('/api/cart', b.headers, { params: [{ goods_id: goodsId, number }] });
  expect(add.statusCode, add.body).toBe(200);
  const list = (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json();
  return list.data.data.find((l: { goods: { id: number } }) => l.goods.id === goodsId);
}

describe('94折 prices', () => {
  it('shows, charges and stores floor(price × 0.94) on every step, tier prices too', async () => {
    const g = await makeGoods(t.db, {
      priceFen: 12_345,
      midPackQuantity: 1,
      ladderPrices: [{ number: 10, priceFen: 11_111 }],
    });
    const ev = await makeEvent([g]);
    expect(ev.status).toBe('running');
    expect(ev.goods[0]!.welfare_price).toBe('116.04');

    const b = await buyer();
    const detail = (
      await t.app.inject({ url: `/api/goods/detail/${g}`, headers: b.headers })
    ).json();
    expect(detail.data).toMatchObject({ price: '123.45', is_welfare: 1, welfare_price: '116.04' });
    const visitor = (await t.app.inject({ url: `/api/goods/detail/${g}` })).json();
    expect(visitor.data).toMatchObject({ price: null, is_welfare: 1, welfare_price: null });

    const zone = (await t.app.inject({ url: '/api/welfare', headers: b.headers })).json();
    expect(zone.data.discount_text).toBe('94折');

    // 3 units: the base price; 10 units: the tier price 111.11 -> 104.44.
    const line = await cartLine(b, g, 3);
    expect([line.price, line.amount]).toEqual(['116.04', '348.12']);
    const check = await post('/api/order/check', b.headers, { ids: [line.id], coupon_id: 0 });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.lines[0]).toMatchObject({ price: '116.04', amount: '348.12' });
    const made = await post('/api/order/create', b.headers, {
      ids: [line.id],
      address_id: b.addressId,
      coupon_id: 0,
      key: `wf-${Date.now()}`,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [stored] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, made.json().data.id));
    expect([stored!.unitPriceFen, stored!.amountFen]).toEqual([11_604, 34_812]);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, made.json().data.id));
    expect(o!.goodsFen).toBe(34_812);

    const ten = await cartLine(b, g, 10);
    expect(ten.price).toBe('104.44');
  });

  it('charges the full price once staff stop the event, and again 94折 when it restarts', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    const ev = await makeEvent([g]);
    const b = await buyer();
    const line = await cartLine(b, g, 1);
    expect(line.price).toBe('9.40');
    expect((await post(`/admin-api/welfare-events/${ev.id}/stop`, op)).statusCode).toBe(200);
    const made = await post('/api/order/create', b.headers, {
      ids: [line.id],
      address_id: b.addressId,
      coupon_id: 0,
      key: `wf-stop-${Date.now()}`,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [stored] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, made.json().data.id));
    expect(stored!.unitPriceFen).toBe(1_000);
    const detail = (
      await t.app.inject({ url: `/api/goods/detail/${g}`, headers: b.headers })
    ).json();
    expect(detail.data.is_welfare).toBeUndefined();

    expect((await post(`/admin-api/welfare-events/${ev.id}/start`, op)).statusCode).toBe(200);
    expect((await cartLine(b, g, 1)).price).toBe('9.40');
  });

  it('does not discount an upcoming event, and lists it as 活动未开始', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    const ev = await makeEvent([g], 3, 6);
    expect(ev.status).toBe('upcoming');
    const b = await buyer();
    expect((await cartLine(b, g, 1)).price).toBe('10.00');
  });
});

describe('94折 in the console', () => {
  it('refuses a goods in two overlapping events, naming both', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000 });
    await makeEvent([g], -1, 5, '第一场');
    const r = await post('/admin-api/welfare-events', op, {
      title: '第二场',
      starts_at: iso(4),
      ends_at: iso(8),
      goods_ids: String(g),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toContain('第一场');
    // Not overlapping: fine.
    await makeEvent([g], 6, 9, '第三场');
  });

  it('audits each write, and refuses bad input with the field message, never a 500', async () => {
    const g = await makeGoods(t.db, { priceFen: 1_000 });
    const ev = await makeEvent([g], -1, 5, '审计场');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/welfare-events/${ev.id}`,
      headers: op,
      payload: { title: '审计场（改）' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'welfare_event'), eq(auditLog.targetId, String(ev.id))));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'welfare_event.create',
      'welfare_event.update',
    ]);

    for (const [payload, field] of [
      [{ title: '', starts_at: iso(1), ends_at: iso(2), goods_ids: String(g) }, 'title'],
      [{ title: 'x', starts_at: iso(2), ends_at: iso(1), goods_ids: String(g) }, 'ends_at'],
      [{ title: 'x', starts_at: 'tomorrow', ends_at: iso(1), goods_ids: String(g) }, 'starts_at'],
      [{ title: 'x', starts_at: iso(1), ends_at: iso(2), goods_ids: '-3' }, 'goods_ids'],
      [{ title: 'x', starts_at: iso(1), ends_at: iso(2), goods_ids: '99999999' }, 'goods_ids'],
    ] as const) {
      const r = await post('/admin-api/welfare-events', op, payload);
      expect(r.statusCode, r.body).toBe(422);
      expect(Object.keys(r.json().errors ?? {}).join()).toContain(field);
    }
    const missing = await post('/admin-api/welfare-events/99999/stop', op);
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/admin-api/welfare-events/abc', headers: op });
    expect(bad.statusCode).toBe(422);
    const page = await t.app.inject({ url: '/api/welfare?page=-1' });
    expect(page.statusCode).toBe(422);
  });

  it('is for staff who may run promotions', async () => {
    const wh = await staffLogin(t, 'warehouse');
    const r = await post('/admin-api/welfare-events', wh, {
      title: 'x',
      starts_at: iso(1),
      ends_at: iso(2),
      goods_ids: '',
    });
    expect(r.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin-api/welfare-events' })).statusCode).toBe(401);
    const before = await t.db.select().from(welfareEvents).where(eq(welfareEvents.title, 'x'));
    expect(before).toHaveLength(0);
  });
});
