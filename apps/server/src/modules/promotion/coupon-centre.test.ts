import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  couponClaims,
  coupons,
  couponTemplates,
  goods,
  orderLines,
} from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// The coupon centre: what a buyer sees, a claim, and the two limits (the
// template's total and the per-buyer count) under concurrent claims.

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const post = (url: string, b: TestBuyer, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: b.headers, payload: payload as never });
const get = (url: string, b: TestBuyer) => t.app.inject({ url, headers: b.headers });
const newBuyers = (n: number) => makeBuyers(t.db, n, `centre${++made}-`);
const receive = (b: TestBuyer, id: unknown) => post('/api/coupon/receive', b, { id });

async function template(over: Partial<typeof couponTemplates.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(couponTemplates)
    .values({
      name: `测试券${++made}`,
      amountFen: 1_000,
      minSpendFen: 10_000,
      total: 100,
      perBuyer: 1,
      validDays: 7,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      ...over,
    })
    .returning();
  return row!;
}

const issuedOf = async (id: number) =>
  (await t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0]!.issued;
const couponsOf = (templateId: number) =>
  t.db.select().from(coupons).where(eq(coupons.templateId, templateId));

describe('the coupon centre', () => {
  it('lists running and upcoming templates with the buyer’s state, never ended or stopped ones', async () => {
    const [b] = await newBuyers(1);
    const list = (await get('/api/user/available-coupon', b!)).json().data;
    const names = list.data.map((x: { name: string }) => x.name);
    expect(names).toContain('全场满300减15元券');
    expect(names).toContain('双十二预热满2000减150元券');
    expect(names).not.toContain('双十一返场满500减30元券');
    const byName = (n: string) => list.data.find((x: { name: string }) => x.name === n);
    expect(byName('双十二预热满2000减150元券')).toMatchObject({ state: 1 });
    expect(byName('周年庆满800减80元券')).toMatchObject({ state: 3, claimed_percent: 100 });
    expect(byName('全场满300减15元券')).toMatchObject({
      state: 0,
      amount: '15.00',
      min_amount: '300.00',
      per_buyer: 2,
      received: 0,
      valid_text: '领取后30天内有效',
      scope: { text: '全场通用', goods: [], categories: [] },
    });
    expect(byName('感冒用药满200减20元券').scope).toMatchObject({
      text: '限感冒用药类商品可用',
      categories: [{ name: '感冒用药' }],
    });
    // Running ones first, the upcoming one after them.
    const states = list.data.map((x: { state: number }) => x.state);
    expect(states.indexOf(1)).toBeGreaterThan(states.lastIndexOf(0));

    const stopped = await template({ name: '已停用的券', enabled: false });
    const cash = (await get('/api/user/available-coupon?type=3', b!)).json().data.data;
    expect(cash.map((x: { type: number }) => x.type)).toEqual([2, 2]);
    const wide = (await get('/api/user/available-coupon?type=1', b!)).json().data.data;
    for (const x of wide) expect(x.scope.text).toBe('全场通用');
    const scoped = (await get('/api/user/available-coupon?type=2', b!)).json().data.data;
    expect(scoped.length).toBeGreaterThanOrEqual(3);
    for (const x of scoped) expect(x.scope.text).not.toBe('全场通用');
    expect(names).not.toContain(stopped.name);
  });

  it('claims a coupon into the wallet, then refuses a claim over the per-buyer limit', async () => {
    const [b] = await newBuyers(1);
    const tpl = await template({ perBuyer: 2, scopeGoodsIds: [3, 5] });
    const first = (await receive(b!, tpl.id)).json();
    expect(first).toMatchObject({
      code: 10000,
      msg: '领取成功',
      data: { template: { id: tpl.id, received: 1, state: 0 }, coupon: { status: 0, type: 1 } },
    });
    expect(first.data.coupon.scope.goods.map((g: { id: number }) => g.id)).toEqual([3, 5]);
    const ends = new Date(first.data.coupon.end_time).getTime();
    expect(Math.abs(ends - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect((await receive(b!, tpl.id)).json().data.template).toMatchObject({
      received: 2,
      state: 2,
    });
    const third = await receive(b!, tpl.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      msg: '每人限领2张，您已领取',
      data: { reason: 'buyer_limit', limit: 2 },
    });
    expect(await issuedOf(tpl.id)).toBe(2);
    const mine = (await get('/api/user/coupon', b!)).json().data;
    expect(mine.data.filter((c: { name: string }) => c.name === tpl.name)).toHaveLength(2);
    expect((await get('/api/user/coupon-count', b!)).json().data).toEqual({ unused: 2, cash: 0 });
  });

  it('answers why a template gives nothing: not started, ended, stopped, all claimed, unknown', async () => {
    const [b] = await newBuyers(1);
    const cases: [Partial<typeof couponTemplates.$inferInsert>, number, string][] = [
      [
        { startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) },
        409,
        '活动未开始',
      ],
      [
        { startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) },
        409,
        '活动已结束',
      ],
      [{ enabled: false }, 409, '活动已结束'],
      [{ total: 5, issued: 5 }, 409, '优惠券已领完'],
    ];
    for (const [over, status, msg] of cases) {
      const tpl = await template(over);
      const res = await receive(b!, tpl.id);
      expect([res.statusCode, res.json().msg]).toEqual([status, msg]);
      expect(await couponsOf(tpl.id)).toHaveLength(0);
      // A refused claim leaves the buyer's count where it was.
      const claims = await t.db
        .select()
        .from(couponClaims)
        .where(eq(couponClaims.templateId, tpl.id));
      expect(claims).toHaveLength(0);
    }
    expect((await receive(b!, 9_999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '', '1.5'])
      expect((await receive(b!, bad)).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/coupon/receive', payload: { id: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/user/available-coupon?type=7', b!)).statusCode).toBe(422);
    expect((await get('/api/user/coupon?type=3', b!)).statusCode).toBe(422);
  });

  it('issues exactly the total under 300 concurrent claims, nobody over the per-buyer limit', async () => {
    const buyers = await newBuyers(150);
    const tpl = await template({ total: 100, perBuyer: 1 });
    // Each buyer claims twice at once: 300 claims for 100 coupons, 1 each.
    const answers = await Promise.all(
      buyers.flatMap((b) => [receive(b, tpl.id), receive(b, tpl.id)]),
    );
    const ok = answers.filter((a) => a.json().code === 10000);
    expect(ok).toHaveLength(100);
    for (const a of answers.filter((x) => x.json().code !== 10000)) {
      expect(a.statusCode).toBe(409);
      expect(['sold_out', 'buyer_limit']).toContain(a.json().data.reason);
    }
    expect(await issuedOf(tpl.id)).toBe(100);
    const issued = await couponsOf(tpl.id);
    expect(issued).toHaveLength(100);
    expect(new Set(issued.map((c) => c.companyId)).size).toBe(100);
  });

  it('holds one buyer to the per-buyer limit under concurrent claims', async () => {
    const [b] = await newBuyers(1);
    const tpl = await template({ total: 100, perBuyer: 3 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => receive(b!, tpl.id)));
    expect(answers.filter((a) => a.json().code === 10000)).toHaveLength(3);
    expect(await couponsOf(tpl.id)).toHaveLength(3);
    expect(await issuedOf(tpl.id)).toBe(3);
  });

  it('applies a claimed category coupon to its lines only, and stores it on them', async () => {
    const [b] = await newBuyers(1);
    const [first] = await t.db.select().from(goods).orderBy(goods.id).limit(1);
    const cat = { id: first!.categoryId };
    const inScope = await makeGoods(t.db, { priceFen: 5_000 });
    const [other] = await t.db
      .select()
      .from(categories)
      .where(
        and(ne(categories.id, cat.id), isNotNull(categories.parentId), eq(categories.tree, 'main')),
      )
      .limit(1);
    const outOfScope = await makeGoods(t.db, {
      priceFen: 5_000,
      categoryId: other!.id,
      categoryRootId: other!.parentId!,
    });
    const tpl = await template({
      amountFen: 3_000,
      minSpendFen: 50_000,
      scopeCategoryIds: [cat.id],
    });
    const couponId = (await receive(b!, tpl.id)).json().data.coupon.id;
    await post('/api/cart', b!, {
      params: [
        { goods_id: inScope, number: 10 },
        { goods_id: outOfScope, number: 10 },
      ],
    });
    const cart = (await get('/api/cart/list', b!)).json().data;
    expect(cart.summary).toMatchObject({ coupon_id: couponId, coupon_reduce: '30.00' });
    const lineOf = (goodsId: number) =>
      cart.data.find((l: { goods: { id: number } }) => l.goods.id === goodsId);
    expect(lineOf(inScope).with_coupon).toBe(1);
    expect(lineOf(outOfScope).with_coupon).toBe(0);
    const ids = cart.data.map((l: { id: number }) => l.id);
    const res = await post('/api/order/create', b!, {
      ids,
      address_id: b!.addressId,
      coupon_id: couponId,
      key: `centre-${Date.now()}`,
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { pay_amount: '970.00' } });
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, res.json().data.id));
    const fenOf = (goodsId: number) => lines.find((l) => l.goodsId === goodsId)!.couponFen;
    expect([fenOf(inScope), fenOf(outOfScope)]).toEqual([3_000, 0]);

    // Below the threshold within its scope, the coupon is not usable, whatever the cart's total.
    const [c] = await newBuyers(1);
    const cid = (await receive(c!, tpl.id)).json().data.coupon.id;
    await post('/api/cart', c!, {
      params: [
        { goods_id: inScope, number: 5 },
        { goods_id: outOfScope, number: 30 },
      ],
    });
    const state = (await get('/api/cart/list', c!)).json().data;
    expect(state.summary.coupon_reduce).toBe('0.00');
    expect(state.coupons.find((x: { id: number }) => x.id === cid)).toMatchObject({
      usable: 0,
      scope_text: '限指定品类可用',
    });
  });
});
