import { orderCheck, order as orderSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityGifts, auditLog, orderGifts } from '../../db/schema/index.ts';
import {
  makeActivity,
  makeBuyers,
  makeGoods,
  readGoods,
  type TestBuyer,
} from '../../test/buyers.ts';
import { cartApi } from '../../test/cart-api.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// 满赠 through the real API: the cart shows the gift or what is missing, the
// order adds the earned gift at ¥0 and takes its stock (never more than is
// left under concurrent orders), money is the same in cart, step 2 and the
// order, and a cancel gives the gift stock and goods stock back.

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

const { post, cartOf, add, create } = cartApi(() => t);
async function fill(b: TestBuyer, goodsId: number, number: number) {
  const r = await add(b, goodsId, number);
  expect(r.statusCode, r.body).toBe(200);
  return (await cartOf(b)).data.map((l) => l.id);
}

/** A running activity over a ¥100 goods with a gift of `stock` units for ¥300. */
async function giftActivity(stock: number) {
  const paid = await makeGoods(t.db, { priceFen: 10_000, stock: 10_000, midPackQuantity: 1 });
  const gift = await makeGoods(t.db, {
    priceFen: 2_500,
    stock: 1_000,
    name: '赠品维C片',
    midPackQuantity: 1,
  });
  const a = await makeActivity(t, [paid]);
  await t.db.insert(activityGifts).values({
    activityId: a.id,
    goodsId: gift,
    quantity: 2,
    thresholdFen: 30_000,
    stockLeft: stock,
  });
  await t.app.services.gifts.reload();
  return { paid, gift, activityId: a.id };
}

describe('满赠', () => {
  it('shows what is missing, then the earned gift; the order adds it at ¥0 and the amounts agree', async () => {
    const { paid, gift, activityId } = await giftActivity(10);
    const [b] = await makeBuyers(t.db, 1, 'mzhg-a');
    await fill(b!, paid, 2);
    const low = (await cartOf(b!)).activity_data.manjians.find((m) => m.id === activityId)!;
    expect(low.gift).toMatchObject({ earned: 0, need: '100.00', number: 2 });
    expect(low.gift!.hint).toBe('再购¥100.00可获赠赠品维C片×2盒');

    const ids = await fill(b!, paid, 3);
    const state = await cartOf(b!);
    const m = state.activity_data.manjians.find((x) => x.id === activityId)!;
    expect(m.gift).toMatchObject({ earned: 1, need: '0.00' });
    expect(m.gift!.hint).toContain('已满¥300.00，赠送赠品维C片×2');

    const check = orderCheck.parse(
      (await post(b!, '/api/order/check', { ids, address_id: b!.addressId, coupon_id: 0 })).json()
        .data,
    );
    expect(check.summary.pay_amount).toBe(state.summary.pay_amount);
    const before = (await readGoods(t.db, gift)).stock;
    const made = await create(b!, ids);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const detail = orderSchema.parse(
      (await t.app.inject({ url: `/api/order/${id}`, headers: b!.headers })).json().data,
    );
    expect(detail.pay_amount).toBe(state.summary.pay_amount);
    const giftLine = detail.lines.find((l) => l.goods_id === gift)!;
    expect(giftLine).toMatchObject({
      number: 2,
      price: '0.00',
      amount: '0.00',
      promo: { kind: 'gift', tag: '赠品' },
    });
    expect((await readGoods(t.db, gift)).stock).toBe(before - 2);
    const [row] = await t.db
      .select()
      .from(activityGifts)
      .where(eq(activityGifts.activityId, activityId));
    expect(row!.stockLeft).toBe(8);

    const cancel = await post(b!, `/api/order/${id}/cancel`, { reason: '不想要了' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [back] = await t.db
      .select()
      .from(activityGifts)
      .where(eq(activityGifts.activityId, activityId));
    expect(back!.stockLeft).toBe(10);
    expect((await readGoods(t.db, gift)).stock).toBe(before);
    expect(await t.db.select().from(orderGifts).where(eq(orderGifts.orderId, id))).toHaveLength(0);
  });

  it('gives exactly the gifts left to concurrent orders; the others go through without one', async () => {
    const { paid, activityId } = await giftActivity(6);
    const buyers = await makeBuyers(t.db, 6, 'mzhg-c');
    const idsOf = await Promise.all(buyers.map((b) => fill(b, paid, 3)));
    const answers = await Promise.all(buyers.map((b, i) => create(b, idsOf[i]!)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const taken = await t.db.select().from(orderGifts).where(eq(orderGifts.activityId, activityId));
    expect(taken).toHaveLength(3);
    const [row] = await t.db
      .select()
      .from(activityGifts)
      .where(eq(activityGifts.activityId, activityId));
    expect(row!.stockLeft).toBe(0);
  });

  it('adds no gift below the threshold, and another activity never earns it', async () => {
    const { paid, gift } = await giftActivity(10);
    const other = await makeGoods(t.db, { priceFen: 50_000, stock: 100, midPackQuantity: 1 });
    const [b] = await makeBuyers(t.db, 1, 'mzhg-b');
    await fill(b!, paid, 2);
    const ids = await fill(b!, other, 1);
    const made = await create(b!, ids);
    expect(made.statusCode, made.body).toBe(200);
    const detail = (
      await t.app.inject({ url: `/api/order/${made.json().data.id}`, headers: b!.headers })
    ).json().data;
    expect(detail.lines.some((l: { goods_id: number }) => l.goods_id === gift)).toBe(false);
  });
});

describe('满赠 in the console', () => {
  it('sets an activity gift, audited; bad input is 422, staff without promotions 403', async () => {
    const [operator, warehouse] = [
      await staffLogin(t, 'operator'),
      await staffLogin(t, 'warehouse'),
    ];
    const g = await makeGoods(t.db);
    const a = await makeActivity(t, [await makeGoods(t.db)]);
    const put = (headers: Record<string, string>, id: number | string, body: object) =>
      t.app.inject({ method: 'PUT', url: `/admin-api/gifts/${id}`, headers, payload: body });
    const good = { goods_id: g, number: 1, threshold: '300', stock: 20 };
    const r = await put(operator, a.id, good);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ activity_id: a.id, threshold: '300.00', stock: 20 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mzhg.put'));
    expect(entry).toMatchObject({ targetId: String(a.id) });
    for (const bad of [
      { number: 0 },
      { number: 1.5 },
      { threshold: '-1' },
      { threshold: '0' },
      { threshold: 'abc' },
      { stock: -1 },
      { goods_id: undefined },
    ]) {
      const res = await put(operator, a.id, { ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await put(operator, 99_999, good)).statusCode).toBe(404);
    expect((await put(operator, a.id, { ...good, goods_id: 99_999 })).statusCode).toBe(404);
    expect((await put(warehouse, a.id, good)).statusCode).toBe(403);
    // A 含特 goods handed out free would pass by its limits and authorisation.
    const special = await makeGoods(t.db, { isSpecialCompound: true });
    const refused = await put(operator, a.id, { ...good, goods_id: special });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().msg).toBe('含特殊药品复方制剂不能作为满赠商品');
    const trade = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/gifts/${a.id}/tradeup`,
      headers: operator,
      payload: { goods_id: special, hg_price: '1', number: 1, threshold: '300', stock: 5 },
    });
    expect(trade.json().msg, trade.body).toBe('含特殊药品复方制剂不能作为换购商品');
    const list = await t.app.inject({ url: '/admin-api/gifts', headers: operator });
    expect(list.json().data.some((x: { activity_id: number }) => x.activity_id === a.id)).toBe(
      true,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/gifts/${a.id}`,
      headers: operator,
    });
    expect(del.statusCode, del.body).toBe(200);
  });
});
