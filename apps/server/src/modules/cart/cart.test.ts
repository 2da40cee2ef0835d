import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, fullReductions, users } from '../../db/schema.ts';
import { makeBuyers, plainGoods, setGoods, type TestBuyer } from '../../test/buyers.ts';
import { loginAs, type TestApp, testApp } from '../../test/helper.ts';

let t: TestApp;
let demo: Record<string, string>;
let pending: Record<string, string>;
let other: TestBuyer;
// Goods made to measure: plain, tiered, in a limited activity, sold out.
const PLAIN = 11;
const TIERED = 12;
const LIMITED = 14;
const SOLD_OUT = 15;

beforeAll(async () => {
  t = await testApp({ goodsCount: 60 });
  demo = await loginAs(t, 'demo');
  pending = await loginAs(t, 'pending');
  other = (await makeBuyers(t.db, 1, 'cartother'))[0]!;
  await setGoods(t.db, PLAIN, {
    ...plainGoods,
    stock: 100,
    midPackQuantity: 10,
    priceFen: 1_250,
    unit: '盒',
  });
  await setGoods(t.db, TIERED, {
    ...plainGoods,
    stock: 500,
    midPackQuantity: 5,
    priceFen: 1_200,
    ladderPrices: [{ number: 20, priceFen: 1_000 }],
  });
  const [activity] = await t.db
    .insert(fullReductions)
    .values({
      title: '测试满减 满300减20',
      tiers: [{ thresholdFen: 30_000, reductionFen: 2_000 }],
      limitPerBuyer: 50,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  await setGoods(t.db, LIMITED, {
    ...plainGoods,
    stock: 1_000,
    midPackQuantity: 10,
    priceFen: 1_000,
    fullReductionId: activity!.id,
  });
  await setGoods(t.db, SOLD_OUT, { ...plainGoods, stock: 50, midPackQuantity: 10, priceFen: 500 });
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as never });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
type Line = { id: number; number: number; goods: { id: number }; is_yj: number };
const cartList = async (headers = demo) => (await get('/api/cart/list', headers)).json().data;
const lineOf = async (goodsId: number, yj = 0) =>
  (await cartList()).data.find((l: Line) => l.goods.id === goodsId && l.is_yj === yj);

describe('adding to the cart', () => {
  it('adds a line, counts it in the badge, the user info and the goods object', async () => {
    const res = await post('/api/cart', demo, { goods_id: PLAIN, number: 20 });
    expect(res.json()).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { total: 1 } });
    expect((await get('/api/cart/total', demo)).json().data).toEqual({ total: 1 });
    expect((await get('/api/user/info', demo)).json().data.cart).toBe(1);
    const line = await lineOf(PLAIN);
    expect(line).toMatchObject({ number: 20, price: '12.50', amount: '250.00', is_selected: 1 });
    const detail = (await get(`/api/goods/detail/${PLAIN}`, demo)).json().data;
    expect(detail.cartNum).toBe(20);
  });

  it('adds to the same line when the goods are added again, from a form body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...demo, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `goods_id=${PLAIN}&number=10&price=12.50&ck_id=1&is_yj=0`,
    });
    expect(res.json().code).toBe(10000);
    expect((await lineOf(PLAIN)).number).toBe(30);
  });

  it.each([
    [0, '购买数量必须是正整数'],
    [-10, '购买数量必须是正整数'],
    [2.5, '购买数量必须是正整数'],
    ['abc', '购买数量必须是正整数'],
    [15, '购买数量须为中包装 10 的整数倍'],
    [80, '库存不足，仅剩 100盒'],
  ])('refuses number %s with a clear message and changes nothing', async (number, message) => {
    const res = await post('/api/cart', demo, { goods_id: PLAIN, number });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toContain(message);
    expect((await lineOf(PLAIN)).number).toBe(30);
  });

  it('refuses unknown goods and a batch with one bad line as a whole', async () => {
    expect((await post('/api/cart', demo, { goods_id: 999_999, number: 10 })).statusCode).toBe(404);
    const res = await post('/api/cart', demo, {
      lines: JSON.stringify([
        { goods_id: TIERED, number: 20 },
        { goods_id: PLAIN, number: 7 },
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(await lineOf(TIERED)).toBeUndefined();
  });

  it('prices by tier once the quantity reaches it', async () => {
    await post('/api/cart', demo, { lines: [{ goods_id: TIERED, number: 15 }] });
    expect(await lineOf(TIERED)).toMatchObject({ price: '12.00', amount: '180.00' });
    await post('/api/cart', demo, { goods_id: TIERED, number: 5 });
    expect(await lineOf(TIERED)).toMatchObject({ number: 20, price: '10.00', amount: '200.00' });
  });

  it('answers 411 with a link for a buyer whose credentials are under review', async () => {
    const res = await post('/api/cart', pending, { goods_id: PLAIN, number: 10 });
    expect(res.statusCode).toBe(411);
    expect(res.json().msg).toMatch(/审核.*<a href="\/zzzj">/);
    expect((await get('/api/cart/total', pending)).json().data.total).toBe(0);
  });

  it('asks visitors to log in', async () => {
    expect((await post('/api/cart', {}, { goods_id: PLAIN, number: 10 })).json().code).toBe(10001);
    expect((await get('/api/cart/list', {})).json().code).toBe(10001);
  });

  it('offers the original price over the activity limit', async () => {
    const over = await post('/api/cart', demo, { goods_id: LIMITED, number: 60 });
    expect(over.statusCode).toBe(412);
    expect(over.json()).toMatchObject({
      msg: '数量超过活动限购50，可原价购买',
      data: { limit: 50, goods_id: LIMITED },
    });
    expect((await post('/api/cart', demo, { goods_id: LIMITED, number: 40 })).json().code).toBe(
      10000,
    );
    const yj = await post('/api/cart', demo, { goods_id: LIMITED, number: 60, is_yj: 1 });
    expect(yj.json().code).toBe(10000);
    expect(await lineOf(LIMITED)).toMatchObject({
      number: 40,
      goods_manjian_id: expect.any(Number),
    });
    expect(await lineOf(LIMITED, 1)).toMatchObject({ number: 60, goods_manjian_id: 0 });
  });
});

describe('limits across lines', () => {
  it('counts the purchase limit over the activity and original-price lines together', async () => {
    const [a] = await t.db.select().from(fullReductions);
    await setGoods(t.db, 16, {
      stock: 500,
      midPackQuantity: 10,
      purchaseLimit: 20,
      purchaseMinimum: 0,
      isHidden: false,
      activityType: 0,
      fullReductionId: a!.id,
    });
    expect((await post('/api/cart', demo, { goods_id: 16, number: 20 })).json().code).toBe(10000);
    const yj = await post('/api/cart', demo, { goods_id: 16, number: 10, is_yj: 1 });
    expect(yj.statusCode).toBe(422);
    expect(yj.json().msg).toContain('已达最大购买量');
    expect(await lineOf(16, 1)).toBeUndefined();
    const line = await lineOf(16);
    await post('/api/cart/batch-delete', demo, { ids: [line.id] });
  });

  it('refuses the original-price flag for goods in no activity', async () => {
    const res = await post('/api/cart', demo, { goods_id: TIERED, number: 5, is_yj: 1 });
    expect(res.json()).toMatchObject({ code: 422, msg: '该商品未参加活动，请直接加入购物车' });
  });
});

describe('the cart list', () => {
  it('applies 满减 to the activity lines only and hints the next tier', async () => {
    const state = await cartList();
    const m = state.activity_data.manjians[0];
    // 40 x 10.00 = 400.00 in the activity: one 满300减20; the original-price line does not count.
    expect(m).toMatchObject({ amount: '400.00', reduce: '20.00', hint: '再买200.00元可减20.00元' });
    expect(state.manjian_dataIndex[m.id]).toBe(0);
    // 30 x 12.50 + 20 x 10.00 + 400.00 + 600.00
    expect(state.summary).toMatchObject({
      goods_amount: '1575.00',
      manjian_reduce: '20.00',
      selected_count: 4,
    });
    expect(state.filter_data[0]).toEqual({ type: 99999, name: '全部商品', count: 4 });
    expect(state.shipping_data).toMatchObject({ shipping_amount: '800.00', remaining: '0.00' });
    const hint = (await post('/api/cart/next-hint', demo)).json().data;
    expect(hint[0]).toMatchObject({ goods_manjian_id: m.id, next_amount: '200.00' });
  });

  it('deselects lines that can no longer be bought', async () => {
    await post('/api/cart', demo, { goods_id: SOLD_OUT, number: 10 });
    await setGoods(t.db, SOLD_OUT, { stock: 0 });
    const line = await lineOf(SOLD_OUT);
    expect(line).toMatchObject({ is_selected: 0, can_buy: 0 });
    const reselect = await post('/api/cart/batch-select', demo, { ids: [line.id], is_selected: 1 });
    expect(reselect.json().code).toBe(10000);
    expect((await lineOf(SOLD_OUT)).is_selected).toBe(0);
    const checkout = await post('/api/cart/checkout', demo, { ids: [line.id] });
    expect(checkout.statusCode).toBe(422);
  });

  it('selects and deselects all, and the summary follows', async () => {
    await post('/api/cart/batch-select', demo, { all: 1, is_selected: 0 });
    expect((await cartList()).summary).toMatchObject({ selected_count: 0, pay_amount: '0.00' });
    await post('/api/cart/batch-select', demo, { all: 1, is_selected: 1 });
    expect((await cartList()).summary.selected_count).toBe(4);
  });
});

describe('changing lines', () => {
  it('edits a quantity with the same rules as adding', async () => {
    const line = await lineOf(PLAIN);
    const ok = await post(`/api/cart/${line.id}/edit`, demo, { number: 40 });
    expect(ok.json().data).toMatchObject({ number: 40, amount: '500.00' });
    const bad = await post(`/api/cart/${line.id}/edit`, demo, { number: 45 });
    expect(bad.statusCode).toBe(422);
    expect((await lineOf(PLAIN)).number).toBe(40);
  });

  it("never touches another buyer's lines", async () => {
    const line = await lineOf(PLAIN);
    const edit = await post(`/api/cart/${line.id}/edit`, other.headers, { number: 10 });
    expect(edit.statusCode).toBe(404);
    const del = await post('/api/cart/batch-delete', other.headers, { ids: [line.id] });
    expect(del.statusCode).toBe(404);
    await post('/api/cart/batch-select', other.headers, { ids: [line.id], is_selected: 0 });
    expect(await lineOf(PLAIN)).toMatchObject({ number: 40, is_selected: 1 });
  });

  it('deletes lines', async () => {
    const line = await lineOf(SOLD_OUT);
    const res = await post('/api/cart/batch-delete', demo, { ids: String(line.id) });
    expect(res.json()).toMatchObject({ code: 10000, data: { total: 4 } });
    expect(await lineOf(SOLD_OUT)).toBeUndefined();
  });

  it('quick-adds the smallest orderable number, with or without a body', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/cart/quick-add/${TIERED}`,
      headers: demo,
    });
    expect(bare.json().code).toBe(10000);
    expect((await lineOf(TIERED)).number).toBe(25);
    const withNumber = await post(`/api/cart/quick-add/${TIERED}`, demo, { number: 5 });
    expect(withNumber.json().code).toBe(10000);
    expect((await lineOf(TIERED)).number).toBe(30);
  });

  it("copies lines into a sub-account's cart, adding to what it holds", async () => {
    const [sub] = await t.db
      .insert(users)
      .values({
        companyId: (await t.db.select().from(users).where(eq(users.username, 'demo')))[0]!
          .companyId,
        username: 'demo-sub',
        mobile: '13800000099',
        passwordHash: 'x',
        isMain: false,
      })
      .returning();
    const line = await lineOf(PLAIN);
    const first = await post('/api/cart/copy', demo, { ids: [line.id], other_user_ids: [sub!.id] });
    expect(first.json().data).toEqual({ copied: 1, skipped: [] });
    await post('/api/cart/copy', demo, { ids: [line.id], other_user_ids: [sub!.id] });
    const [held] = await t.db.select().from(cartLines).where(eq(cartLines.userId, sub!.id));
    expect(held!.quantity).toBe(80);
    // A third copy would pass the stock of 100: refused, the line keeps its number.
    const third = (
      await post('/api/cart/copy', demo, { ids: [line.id], other_user_ids: [sub!.id] })
    ).json().data;
    expect(third.copied).toBe(0);
    expect(third.skipped[0].reason).toContain('库存不足');
    // Users of another company are not copy targets.
    const foreign = await post('/api/cart/copy', demo, {
      ids: [line.id],
      other_user_ids: [other.userId],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('has no combination packages on sale', async () => {
    const res = await post('/api/cart/combination', demo, { id: 1 });
    expect(res.json()).toMatchObject({ code: 404, msg: '组合套餐不存在或已下架' });
  });
});
