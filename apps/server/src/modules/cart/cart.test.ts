import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { cartLines } from '../../db/schema/cart.ts';
import {
  makeActivity,
  makeBuyers,
  makeGoods,
  setGoods,
  type TestBuyer,
} from '../../test/buyers.ts';
import { loginAs, type TestApp, testApp } from '../../test/helper.ts';

// Every test makes its own buyer and goods: none reads what another left.

let t: TestApp;
let pending: Record<string, string>;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
  pending = await loginAs(t, 'pending');
});
afterAll(() => t?.close());

const newBuyer = async (): Promise<TestBuyer> => (await makeBuyers(t.db, 1, `cart${++made}`))[0]!;
const post = (url: string, b: TestBuyer | Record<string, string>, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: 'headers' in b ? (b.headers as Record<string, string>) : b,
    payload: payload as never,
  });
const get = (url: string, b: TestBuyer) => t.app.inject({ url, headers: b.headers });

type Line = { id: number; number: number; goods: { id: number }; is_yj: number };
const cartList = async (b: TestBuyer) => (await get('/api/cart/list', b)).json().data;
const lineOf = async (b: TestBuyer, goodsId: number, yj = 0) =>
  (await cartList(b)).data.find((l: Line) => l.goods.id === goodsId && l.is_yj === yj) as
    | (Line & Record<string, unknown>)
    | undefined;
const add = (b: TestBuyer, goodsId: number, number: number, more: object = {}) =>
  post('/api/cart', b, { params: [{ goods_id: goodsId, number, ...more }] });

describe('adding to the cart', () => {
  it('adds a line, counts it in the badge, the user info and the goods object', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { priceFen: 1_250 });
    const res = await add(b, g, 20);
    expect(res.json()).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { total: 1 } });
    expect((await get('/api/cart/total', b)).json().data).toEqual({ total: 1 });
    expect((await get('/api/user/info', b)).json().data.cart).toBe(1);
    expect(await lineOf(b, g)).toMatchObject({
      number: 20,
      price: '12.50',
      amount: '250.00',
      is_selected: 1,
    });
    expect((await get(`/api/goods/detail/${g}`, b)).json().data.cartNum).toBe(20);
  });

  it('reads every encoding the spec client uses, adding to the same line', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const form = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: { ...b.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    // A list of lines, one line under params, one line at the top level, and JSON.
    expect((await form(`params[0][goods_id]=${g}&params[0][number]=10`)).json().code).toBe(10000);
    expect(
      (await form(`params[goods_id]=${g}&params[number]=10&params[price]=10.00`)).json().code,
    ).toBe(10000);
    expect((await form(`goods_id=${g}&number=10&ck_id=1&is_yj=0`)).json().code).toBe(10000);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { ...b.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ params: [{ goods_id: g, number: 10 }] }),
    });
    expect(json.json().code).toBe(10000);
    expect((await lineOf(b, g))?.number).toBe(40);
  });

  it('counts both of two adds sent at once', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { stock: 1_000 });
    await Promise.all([add(b, g, 10), add(b, g, 10), add(b, g, 10)]);
    expect((await lineOf(b, g))?.number).toBe(30);
  });

  it('refuses a field it does not know, naming it, and adds nothing', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const res = await add(b, g, 10, { colour: 'red' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'params.0.colour': ['不支持的参数：colour'] });
    expect(await lineOf(b, g)).toBeUndefined();
  });

  it.each([0, -10, 2.5, 'abc'])('refuses number %s as not a positive integer', async (number) => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const res = await add(b, g, number as number);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['params.0.number']);
    expect(await lineOf(b, g)).toBeUndefined();
  });

  it('refuses a number off the packing step, saying which step', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { midPackQuantity: 10 });
    const res = await add(b, g, 15);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ data: { reason: 'not_step', step: 10, goods_id: g } });
    expect(res.json().errors.number).toHaveLength(1);
  });

  it('refuses more than the stock, counting what the line holds, with what is left', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { stock: 100 });
    expect((await add(b, g, 30)).json().code).toBe(10000);
    const res = await add(b, g, 80);
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual({ reason: 'over_stock', available: 100, goods_id: g });
    expect((await lineOf(b, g))?.number).toBe(30);
  });

  it('refuses unknown goods, and a batch with one bad line as a whole', async () => {
    const b = await newBuyer();
    const [good, bad] = [await makeGoods(t.db), await makeGoods(t.db, { midPackQuantity: 10 })];
    expect((await add(b, 999_999, 10)).statusCode).toBe(404);
    const res = await post('/api/cart', b, {
      params: [
        { goods_id: good, number: 20 },
        { goods_id: bad, number: 7 },
      ],
    });
    expect(res.json().data.reason).toBe('not_step');
    expect(await lineOf(b, good)).toBeUndefined();
  });

  it('prices by tier once the quantity reaches it', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, {
      midPackQuantity: 5,
      priceFen: 1_200,
      ladderPrices: [{ number: 20, priceFen: 1_000 }],
    });
    await add(b, g, 15);
    expect(await lineOf(b, g)).toMatchObject({ price: '12.00', amount: '180.00' });
    await add(b, g, 5);
    expect(await lineOf(b, g)).toMatchObject({ number: 20, price: '10.00', amount: '200.00' });
  });

  it('answers 411 with a link for a buyer whose credentials are under review', async () => {
    const g = await makeGoods(t.db);
    const res = await post('/api/cart', pending, { params: [{ goods_id: g, number: 10 }] });
    expect(res.statusCode).toBe(411);
    expect(res.json().data).toEqual({ reason: 'credentials', review: 'pending' });
    expect(res.json().msg).toContain('<a href="/zzzj">');
    expect(
      (await t.app.inject({ url: '/api/cart/total', headers: pending })).json().data.total,
    ).toBe(0);
  });

  it('asks visitors to log in', async () => {
    const g = await makeGoods(t.db);
    expect((await post('/api/cart', {}, { goods_id: g, number: 10 })).json().code).toBe(10001);
    expect((await t.app.inject({ url: '/api/cart/list' })).json().code).toBe(10001);
  });

  it('offers the original price over the activity limit', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const activity = await makeActivity(t, [g], { limit: 50 });
    const over = await add(b, g, 60);
    expect(over.statusCode).toBe(412);
    expect(over.json()).toMatchObject({
      msg: '数量超过活动限购50，可原价购买',
      data: { reason: 'activity_limit', limit: 50, bought: 0, goods_id: g },
    });
    expect((await add(b, g, 40)).json().code).toBe(10000);
    expect((await add(b, g, 60, { is_yj: 1 })).json().code).toBe(10000);
    expect(await lineOf(b, g)).toMatchObject({ number: 40, goods_manjian_id: activity.id });
    expect(await lineOf(b, g, 1)).toMatchObject({ number: 60, goods_manjian_id: 0 });
  });
});

describe('limits across lines', () => {
  it('counts the purchase limit over the activity and original-price lines together', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { purchaseLimit: 20 });
    await makeActivity(t, [g]);
    expect((await add(b, g, 20)).json().code).toBe(10000);
    const yj = await add(b, g, 10, { is_yj: 1 });
    expect(yj.statusCode).toBe(422);
    expect(yj.json().data).toEqual({ reason: 'purchase_limit', limit: 20, goods_id: g });
    expect(await lineOf(b, g, 1)).toBeUndefined();
  });

  it('refuses the original-price flag for goods in no activity', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    const res = await add(b, g, 10, { is_yj: 1 });
    expect(res.json()).toMatchObject({ code: 422, data: { reason: 'no_activity' } });
  });
});

describe('the cart list', () => {
  it('applies 满减 to the activity lines only and hints the next tier', async () => {
    const b = await newBuyer();
    const [plain, inAct] = [
      await makeGoods(t.db, { priceFen: 1_250 }),
      await makeGoods(t.db, { priceFen: 1_000 }),
    ];
    const activity = await makeActivity(t, [inAct], { limit: 50 });
    await add(b, plain, 30);
    await add(b, inAct, 40);
    await add(b, inAct, 60, { is_yj: 1 });
    const state = await cartList(b);
    const m = state.activity_data.manjians[0];
    // 40 x 10.00 = 400.00 in the activity: one 满300减20; the original-price line does not count.
    expect(m).toMatchObject({
      id: activity.id,
      amount: '400.00',
      reduce: '20.00',
      hint: '再买200.00元可再减20.00元',
    });
    expect(state.manjian_dataIndex[m.id]).toBe(0);
    // 30 x 12.50 + 40 x 10.00 + 60 x 10.00
    expect(state.summary).toMatchObject({
      goods_amount: '1375.00',
      manjian_reduce: '20.00',
      selected_count: 3,
    });
    expect(state.filter_data[0]).toEqual({ type: 99999, name: '全部商品', count: 3 });
    expect(state.shipping_data).toMatchObject({ shipping_amount: '800.00', remaining: '0.00' });
    const hint = (await post('/api/cart/next-hint', b)).json().data;
    expect(hint[0]).toMatchObject({ goods_manjian_id: m.id, next_amount: '200.00' });
  });

  it('deselects lines that can no longer be bought, and will not check them out', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { stock: 50 });
    await add(b, g, 10);
    await setGoods(t.db, g, { stock: 0 });
    const line = await lineOf(b, g);
    expect(line).toMatchObject({ is_selected: 0, can_buy: 0 });
    await post('/api/cart/batch-select', b, { ids: [line!.id], is_selected: 1 });
    expect((await lineOf(b, g))?.is_selected).toBe(0);
    expect((await post('/api/cart/checkout', b, { ids: [line!.id] })).statusCode).toBe(422);
  });

  it('selects and deselects all, and the summary follows', async () => {
    const b = await newBuyer();
    await add(b, await makeGoods(t.db), 10);
    await add(b, await makeGoods(t.db), 20);
    await post('/api/cart/batch-select', b, { all: 1, is_selected: 0 });
    expect((await cartList(b)).summary).toMatchObject({ selected_count: 0, pay_amount: '0.00' });
    await post('/api/cart/batch-select', b, { all: 1, is_selected: 1 });
    expect((await cartList(b)).summary.selected_count).toBe(2);
  });
});

describe('changing lines', () => {
  it('edits a quantity with the same rules as adding, from params[number] or number', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db);
    await add(b, g, 10);
    const line = (await lineOf(b, g))!;
    const ok = await post(`/api/cart/${line.id}/edit`, b, { params: { number: 40 } });
    expect(ok.json().data).toMatchObject({ number: 40, amount: '400.00' });
    expect((await post(`/api/cart/${line.id}/edit`, b, { number: 50 })).json().code).toBe(10000);
    const bad = await post(`/api/cart/${line.id}/edit`, b, { params: { number: 45 } });
    expect(bad.json().data.reason).toBe('not_step');
    expect((await lineOf(b, g))?.number).toBe(50);
  });

  it("never touches another buyer's lines", async () => {
    const [b, other] = [await newBuyer(), await newBuyer()];
    const g = await makeGoods(t.db);
    await add(b, g, 40);
    const line = (await lineOf(b, g))!;
    const edit = await post(`/api/cart/${line.id}/edit`, other, { number: 10 });
    expect(edit.statusCode).toBe(404);
    expect((await post('/api/cart/batch-delete', other, { ids: [line.id] })).statusCode).toBe(404);
    await post('/api/cart/batch-select', other, { ids: [line.id], is_selected: 0 });
    expect(await lineOf(b, g)).toMatchObject({ number: 40, is_selected: 1 });
  });

  it('deletes lines given as ids[] or a comma list', async () => {
    const b = await newBuyer();
    const [g1, g2] = [await makeGoods(t.db), await makeGoods(t.db)];
    await add(b, g1, 10);
    await add(b, g2, 10);
    const one = (await lineOf(b, g1))!;
    const res = await post('/api/cart/batch-delete', b, { ids: String(one.id) });
    expect(res.json()).toMatchObject({ code: 10000, data: { total: 1 } });
    const two = (await lineOf(b, g2))!;
    expect((await post('/api/cart/batch-delete', b, { ids: [two.id] })).json().data.total).toBe(0);
  });

  it('quick-adds the smallest orderable number, with or without a body', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { midPackQuantity: 5, purchaseMinimum: 23 });
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/cart/quick-add/${g}`,
      headers: b.headers,
    });
    expect(bare.json().code).toBe(10000);
    expect((await lineOf(b, g))?.number).toBe(25);
    expect((await post(`/api/cart/quick-add/${g}`, b, { number: 5 })).json().code).toBe(10000);
    expect((await lineOf(b, g))?.number).toBe(30);
  });

  it("copies lines into a sub-account's cart, adding to what it holds", async () => {
    const [b, other] = [await newBuyer(), await newBuyer()];
    const g = await makeGoods(t.db, { stock: 100 });
    await add(b, g, 40);
    const [sub] = await t.db
      .insert(users)
      .values({
        companyId: b.companyId,
        username: `sub${made}`,
        mobile: `1370000${String(made).padStart(4, '0')}`,
        passwordHash: 'x',
        isMain: false,
      })
      .returning();
    const line = (await lineOf(b, g))!;
    const copy = () => post('/api/cart/copy', b, { ids: [line.id], other_user_ids: [sub!.id] });
    expect((await copy()).json().data).toEqual({ copied: 1, skipped: [] });
    await copy();
    const [held] = await t.db.select().from(cartLines).where(eq(cartLines.userId, sub!.id));
    expect(held!.quantity).toBe(80);
    // A third copy would pass the stock of 100: refused, the line keeps its number.
    const third = (await copy()).json().data;
    expect(third.copied).toBe(0);
    expect(third.skipped[0].reason).toContain('库存不足');
    // Users of another company are not copy targets.
    const foreign = await post('/api/cart/copy', b, {
      ids: [line.id],
      other_user_ids: [other.userId],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers an unknown combination package with 404', async () => {
    const b = await newBuyer();
    const res = await post('/api/cart/combination', b, { id: 99_999_999 });
    expect(res.json()).toMatchObject({ code: 404, msg: '组合套餐不存在或已下架' });
  });
});
