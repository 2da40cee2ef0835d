import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  flashGoods,
  flashPurchases,
  flashSessions,
  orders,
} from '../../db/schema/index.ts';
import { memoryKv } from '../../platform/kv.ts';
import { makeBuyers, plainGoods, readGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { flashService } from './service.ts';

// The flash sale through the API: today's sessions, a flash line priced at
// the session's price in the cart, step 2 and the order; the spec's messages
// outside the window and over the limit; stock and limit back on cancel.

const HOUR = 3600_000;
let t: TestApp;
let buyer: TestBuyer;
let other: TestBuyer;
let n = 0;

async function session(fromH: number, toH: number, enabled = true) {
  const [s] = await t.db
    .insert(flashSessions)
    .values({
      title: `场次${++n}`,
      startsAt: new Date(Date.now() + fromH * HOUR),
      endsAt: new Date(Date.now() + toH * HOUR),
      enabled,
    })
    .returning();
  return s!;
}

async function offer(sessionId: number, goodsId: number, stock = 10, limit = 2, priceFen = 990) {
  await setGoods(t.db, goodsId, { ...plainGoods, stock: 1000, midPackQuantity: 1, priceFen: 5000 });
  const [f] = await t.db
    .insert(flashGoods)
    .values({
      sessionId,
      goodsId,
      priceFen,
      stockTotal: stock,
      stockLeft: stock,
      limitPerBuyer: limit,
    })
    .returning();
  return f!;
}

const add = (b: TestBuyer, goodsId: number, flashId: number, number = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: b.headers,
    payload: { params: [{ goods_id: goodsId, number, type: 1, miaosha_goods_id: flashId }] },
  });

async function flashLine(b: TestBuyer, goodsId: number) {
  const list = (await t.app.inject({ url: '/api/cart/list', headers: b.headers })).json().data;
  return list.data.find(
    (l: { type: number; goods: { id: number } }) => l.type === 1 && l.goods.id === goodsId,
  );
}

const order = (b: TestBuyer, ids: number[], key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: b.headers,
    payload: { ids, address_id: b.addressId, coupon_id: 0, key },
  });

beforeAll(async () => {
  t = await testApp({ goodsCount: 60 });
  const made = await makeBuyers(t.db, 2, 'flash');
  buyer = made[0]!;
  other = made[1]!;
}, 120_000);
afterAll(() => t?.close());

describe('the flash-sale zone', () => {
  it("lists today's sessions with their goods, flash price, stock and limit", async () => {
    const s = await session(-1, 2);
    const f = await offer(s.id, 3, 50, 2, 1290);
    await session(-30, -28); // another day: not listed
    const res = await t.app.inject({ url: '/api/miaosha', headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    // Visitors see the goods but not the price (登录可见).
    const seen = (await t.app.inject({ url: '/api/miaosha' })).json().data;
    expect(
      seen.sessions.find((x: { id: number }) => x.id === s.id).goods[0].miaosha_price,
    ).toBeNull();
    const day = res.json().data;
    const listed = day.sessions.find((x: { id: number }) => x.id === s.id);
    expect(listed).toMatchObject({ status: 1, status_text: '抢购中' });
    expect(day.sessions.some((x: { title: string }) => x.title === `场次${n}`)).toBe(false);
    expect(listed.goods[0]).toMatchObject({
      id: 3,
      miaosha_goods_id: f.id,
      miaosha_price: '12.90',
      miaosha_stock: 50,
      miaosha_limit: 2,
      miaosha_percent: 0,
      start_time: s.startsAt.toISOString(),
      end_time: s.endsAt.toISOString(),
    });
    const one = await t.app.inject({ url: `/api/miaosha/${s.id}` });
    expect(one.json().data.goods).toHaveLength(1);
  });

  it('answers a stopped or unknown session with the spec words, and bad ids with 422', async () => {
    const stopped = await session(-1, 1, false);
    const res = await t.app.inject({ url: `/api/miaosha/${stopped.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('活动暂未开始');
    expect((await t.app.inject({ url: '/api/miaosha/99999' })).json().msg).toBe('活动暂未开始');
    expect((await t.app.inject({ url: '/api/miaosha/-1' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/miaosha/abc' })).statusCode).toBe(422);
  });
});

describe('buying a flash goods', () => {
  it('charges the flash price in the cart, step 2 and the order', async () => {
    const s = await session(-1, 2);
    const f = await offer(s.id, 5, 10, 2, 990);
    const added = await add(buyer, 5, f.id, 2);
    expect(added.statusCode).toBe(200);
    const line = await flashLine(buyer, 5);
    expect(line).toMatchObject({
      price: '9.90',
      amount: '19.80',
      miaosha_goods_id: f.id,
      can_buy: 1,
    });
    const check = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order/check',
        headers: buyer.headers,
        payload: { ids: [line.id] },
      })
    ).json().data;
    expect(check.lines[0].price).toBe('9.90');
    expect(check.summary.goods_amount).toBe('19.80');
    const created = await order(buyer, [line.id], 'flash-buy-1');
    expect(created.statusCode).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/order/${created.json().data.id}`, headers: buyer.headers })
    ).json().data;
    expect(detail.lines[0]).toMatchObject({
      price: '9.90',
      amount: '19.80',
      miaosha_goods_id: f.id,
    });
    expect(detail.goods_amount).toBe('19.80');
    const [left] = await t.db.select().from(flashGoods).where(eq(flashGoods.id, f.id));
    expect(left!.stockLeft).toBe(8);
    expect((await readGoods(t.db, 5)).stock).toBe(998);
  });

  it("refuses more than the limit with the spec's message, counting what was bought", async () => {
    const s = await session(-1, 2);
    const f = await offer(s.id, 7, 10, 2);
    const over = await add(buyer, 7, f.id, 3);
    expect(over.statusCode).toBe(412);
    expect(over.json().msg).toBe('数量超过活动限购2，可原价购买');
    expect((await add(buyer, 7, f.id, 2)).statusCode).toBe(200);
    const line = await flashLine(buyer, 7);
    expect((await order(buyer, [line.id], 'flash-limit-1')).statusCode).toBe(200);
    const again = await add(buyer, 7, f.id, 1);
    expect(again.json().msg).toBe('数量超过活动限购2，可原价购买');
  });

  it('refuses an upcoming, ended or stopped session and a sold-out goods', async () => {
    const up = await offer((await session(1, 2)).id, 9);
    expect((await add(buyer, 9, up.id)).json()).toMatchObject({ code: 400, msg: '活动未开始' });
    const ended = await offer((await session(-3, -2)).id, 10);
    expect((await add(buyer, 10, ended.id)).json().msg).toBe('活动已结束');
    const stopped = await offer((await session(-1, 1, false)).id, 11);
    expect((await add(buyer, 11, stopped.id)).json().msg).toBe('活动暂未开始');
    const gone = await offer((await session(-1, 1)).id, 12, 1);
    await t.db.update(flashGoods).set({ stockLeft: 0 }).where(eq(flashGoods.id, gone.id));
    expect((await add(buyer, 12, gone.id)).json()).toMatchObject({ code: 409, msg: '已抢光' });
  });

  it('refuses a sold-out or over-limit add from the counters, before any transaction', async () => {
    const s = await session(-1, 2);
    const few = await offer(s.id, 20, 2, 2);
    const many = await offer(s.id, 21, 10, 2);
    await new Promise((r) => setTimeout(r, 2100)); // the display cache the gate finds offers in
    expect((await add(other, 20, few.id, 2)).statusCode).toBe(200);
    const sold = await order(other, [(await flashLine(other, 20)).id], 'flash-gate-1');
    expect(sold.statusCode).toBe(200);
    expect((await add(buyer, 21, many.id, 2)).statusCode).toBe(200);
    const mine = await order(buyer, [(await flashLine(buyer, 21)).id], 'flash-gate-2');
    expect(mine.statusCode).toBe(200);

    const opened = vi.spyOn(t.db, 'transaction');
    try {
      expect((await add(buyer, 20, few.id)).json()).toMatchObject({ code: 409, msg: '已抢光' });
      expect((await add(buyer, 21, many.id)).json()).toMatchObject({
        code: 412,
        msg: '数量超过活动限购2，可原价购买',
      });
      expect(opened).not.toHaveBeenCalled();
    } finally {
      opened.mockRestore();
    }
    // Units a cancelled order gives back are on sale again at once.
    const url = `/api/order/${sold.json().data.id}/cancel`;
    await t.app.inject({ method: 'POST', url, headers: other.headers });
    expect((await add(buyer, 20, few.id)).statusCode).toBe(200);
  });

  it('refuses a flash goods id of another goods, a missing id and bad input, never a 500', async () => {
    const f = await offer((await session(-1, 1)).id, 14);
    expect((await add(buyer, 15, f.id)).json().msg).toBe('活动已结束');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: { params: [{ goods_id: 14, number: 1, type: 1 }] },
    });
    expect(missing.statusCode).toBe(422);
    for (const bad of [-1, 0, 1.5, 'x'])
      expect((await add(buyer, 14, f.id, bad as number)).statusCode).toBe(422);
    expect((await add(buyer, 14, 2 ** 40)).statusCode).toBeLessThan(500);
  });

  it('leaves the line unbuyable once the session ends, and the order refuses it', async () => {
    const s = await session(-1, 1);
    const f = await offer(s.id, 16);
    expect((await add(other, 16, f.id)).statusCode).toBe(200);
    await t.db
      .update(flashSessions)
      .set({ startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(flashSessions.id, s.id));
    await new Promise((r) => setTimeout(r, 2100)); // the cart page's display cache
    const line = await flashLine(other, 16);
    expect(line.can_buy).toBe(0);
    const res = await order(other, [line.id], 'flash-ended-1');
    expect(res.json().msg).toBe('活动已结束');
  });

  it('gives flash stock and the limit back when an unpaid order is cancelled or times out', async () => {
    const s = await session(-1, 2);
    const f = await offer(s.id, 18, 5, 2);
    await add(other, 18, f.id, 2);
    const created = await order(other, [(await flashLine(other, 18)).id], 'flash-cancel-1');
    const id = created.json().data.id;
    const left = async () =>
      (await t.db.select().from(flashGoods).where(eq(flashGoods.id, f.id)))[0]!.stockLeft;
    const bought = async () =>
      (
        await t.db
          .select()
          .from(flashPurchases)
          .where(
            and(
              eq(flashPurchases.companyId, other.companyId),
              eq(flashPurchases.flashGoodsId, f.id),
            ),
          )
      )[0]?.quantity ?? 0;
    expect([await left(), await bought()]).toEqual([3, 2]);
    await t.app.inject({ method: 'POST', url: `/api/order/${id}/cancel`, headers: other.headers });
    expect([await left(), await bought()]).toEqual([5, 0]);

    // The unpaid-order sweep does the same.
    await add(other, 18, f.id, 2);
    const again = await order(other, [(await flashLine(other, 18)).id], 'flash-timeout-1');
    expect(again.statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, again.json().data.id));
    expect([await left(), await bought()]).toEqual([3, 2]);
    expect(await t.app.services.orders.expireDue()).toBe(1);
    expect([await left(), await bought()]).toEqual([5, 0]);
  });
});

describe('the console', () => {
  it('creates a session and its goods, audited, and refuses a goods in an overlapping session', async () => {
    const staff = await staffLogin(t, 'operator');
    const at = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
    const made = await t.app.inject({
      method: 'POST',
      url: '/admin-api/flash/sessions',
      headers: staff,
      payload: { title: '测试场', starts_at: at(5), ends_at: at(7) },
      // JSON: the console sends booleans and numbers.
    });
    expect(made.statusCode).toBe(200);
    const sid = made.json().data.id;
    const goodsBody = { goods_id: 20, price: '9.90', stock: 10, limit: 2 };
    const added = await t.app.inject({
      method: 'POST',
      url: `/admin-api/flash/sessions/${sid}/goods`,
      headers: staff,
      payload: goodsBody,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.goods[0]).toMatchObject({
      goods_id: 20,
      price: '9.90',
      stock_left: 10,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/admin-api/flash/sessions',
      headers: staff,
      payload: { title: '重叠场', starts_at: at(6), ends_at: at(8) },
    });
    const clash = await t.app.inject({
      method: 'POST',
      url: `/admin-api/flash/sessions/${second.json().data.id}/goods`,
      headers: staff,
      payload: goodsBody,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().msg).toContain('已在秒杀场次「测试场」中');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'flash_goods.create'));
    expect(audits.length).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/admin-api/flash/sessions/${sid}/goods`,
      headers: staff,
      payload: { goods_id: 21, price: '-1', stock: 0 },
    });
    expect(bad.statusCode).toBe(422);
    const stop = await t.app.inject({
      method: 'POST',
      url: `/admin-api/flash/sessions/${sid}/enabled`,
      headers: { ...staff, 'content-type': 'application/json' },
      payload: JSON.stringify({ enabled: false }),
    });
    expect(stop.json().data.enabled).toBe(false);
  });

  it('edits a session goods: price, stock and limit, audited; never a stock below what was sold', async () => {
    const staff = await staffLogin(t, 'operator');
    const s = await session(10, 12);
    const f = await offer(s.id, 33, 10, 2);
    // Four sold: what is left is the total less those.
    await t.db.update(flashGoods).set({ stockLeft: 6 }).where(eq(flashGoods.id, f.id));
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/flash/goods/${f.id}`,
        headers: staff,
        payload,
      });

    const below = await put({ stock: 3 });
    expect(below.statusCode).toBe(422);
    expect(below.json().msg).toContain('秒杀库存不能少于已售数量 4');
    const [kept] = await t.db.select().from(flashGoods).where(eq(flashGoods.id, f.id));
    expect(kept).toMatchObject({ stockTotal: 10, stockLeft: 6 });

    const saved = await put({ price: '8.80', stock: 12, limit: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.goods.find((g: { id: number }) => g.id === f.id)).toMatchObject({
      price: '8.80',
      stock_total: 12,
      stock_left: 8,
      limit: 3,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'flash_goods.update'), eq(auditLog.targetId, String(f.id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses staff without the promotions permission', async () => {
    const staff = await staffLogin(t, 'warehouse');
    const res = await t.app.inject({ url: '/admin-api/flash/sessions', headers: staff });
    expect(res.statusCode).toBe(403);
  });
});

describe("the zone's day", () => {
  it("is the shop's (Beijing) day whatever the server's zone", async () => {
    // 23:00-23:30 Beijing on the 28th, and 00:30-01:30 Beijing on the 29th.
    const late = await t.db
      .insert(flashSessions)
      .values({
        title: '昨晚场',
        startsAt: new Date('2026-11-28T15:00:00Z'),
        endsAt: new Date('2026-11-28T15:30:00Z'),
      })
      .returning();
    const early = await t.db
      .insert(flashSessions)
      .values({
        title: '凌晨场',
        startsAt: new Date('2026-11-28T16:30:00Z'),
        endsAt: new Date('2026-11-28T17:30:00Z'),
      })
      .returning();
    // 01:00 Beijing on the 29th: a UTC server's local day (the 28th) held both.
    const day = await flashService(t.db, memoryKv()).day(new Date('2026-11-28T17:00:00Z'));
    const ids = day.map((d) => d.session.id);
    expect(ids).toContain(early[0]!.id);
    expect(ids).not.toContain(late[0]!.id);
  });
});
