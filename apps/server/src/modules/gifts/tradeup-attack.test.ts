import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityGifts,
  activityTradeups,
  companies,
  coupons,
  fullReductions,
  orderLines,
  orders,
} from '../../db/schema/index.ts';
import { makeActivity, makeBuyers, makeGoods, readGoods } from '../../test/buyers.ts';
import { cartApi } from '../../test/cart-api.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { tradeUpScene } from '../../test/tradeups.ts';

// 换购 attacked as a hostile client would: qualifying lines taken away after
// the trade-up was added, the trade-up ordered alone, numbers pushed past the
// per-order number, one buyer's two tabs, cancels racing the timeout, a
// coupon on top, controlled goods, and odd console input. Each case says what
// must hold; a case that passes is the proof it does.

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

const { post, cartOf, add, create } = cartApi(() => t);
const stockLeft = async (activityId: number) =>
  (
    await t.db.select().from(activityTradeups).where(eq(activityTradeups.activityId, activityId))
  )[0]!.stockLeft;

const scene = (opts: Parameters<typeof tradeUpScene>[1] = {}) => tradeUpScene(t, opts);

/** A buyer past the threshold (3 × ¥100) with 2 trade-up units in the cart. */
async function reached(prefix: string, s: Awaited<ReturnType<typeof scene>>) {
  const [b] = await makeBuyers(t.db, 1, prefix);
  expect((await add(b!, s.paid, 3)).statusCode).toBe(200);
  const r = await add(b!, s.hg, 2, { type: 5 });
  expect(r.statusCode, r.body).toBe(200);
  const lines = (await cartOf(b!)).data;
  return {
    b: b!,
    paidLine: lines.find((l) => l.type !== 5)!.id,
    hgLine: lines.find((l) => l.type === 5)!.id,
  };
}

describe('换购 under attack: the threshold', () => {
  it('refuses the trade-up ordered without its qualifying line', async () => {
    const s = await scene();
    const { b, hgLine } = await reached('hga-alone', s);
    const res = await create(b, [hgLine]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^再购¥300\.00可换购/);
    expect(await stockLeft(s.activityId)).toBe(10);
  });

  it('refuses the trade-up once the qualifying line is lowered under the threshold', async () => {
    const s = await scene();
    const { b, paidLine, hgLine } = await reached('hga-low', s);
    const edit = await post(b, `/api/cart/${paidLine}/edit`, { params: { number: 2 } });
    expect(edit.statusCode, edit.body).toBe(200);
    const line = (await cartOf(b)).data.find((l) => l.id === hgLine)!;
    expect(line).toMatchObject({ can_buy: 0, buy_tip: expect.stringMatching(/^再购¥100\.00/) });
    expect((await create(b, [paidLine, hgLine])).statusCode).toBe(400);
  });

  it('refuses the trade-up once the qualifying line is deleted, and shows it unpriced when unselected', async () => {
    const s = await scene();
    const { b, paidLine, hgLine } = await reached('hga-del', s);
    await post(b, '/api/cart/batch-select', { ids: [paidLine], is_selected: 0 });
    expect((await cartOf(b)).data.find((l) => l.id === hgLine)!.can_buy).toBe(0);
    await post(b, '/api/cart/batch-delete', { ids: [paidLine] });
    expect((await create(b, [hgLine])).statusCode).toBe(400);
    expect(await stockLeft(s.activityId)).toBe(10);
  });

  it('counts no original-price (is_yj) line toward the threshold', async () => {
    const s = await scene();
    const [b] = await makeBuyers(t.db, 1, 'hga-yj');
    expect((await add(b!, s.paid, 3, { is_yj: 1 })).statusCode).toBe(200);
    expect((await add(b!, s.hg, 1, { type: 5 })).statusCode).toBe(200);
    const ids = (await cartOf(b!)).data.map((l) => l.id);
    expect((await create(b!, ids)).statusCode).toBe(400);
  });
});

describe('换购 under attack: the number', () => {
  it('refuses editing the trade-up line above the per-order number, is_yj, and a second add past it', async () => {
    const s = await scene();
    const { b, hgLine } = await reached('hga-num', s);
    const edit = await post(b, `/api/cart/${hgLine}/edit`, { params: { number: 3 } });
    expect(edit.statusCode).toBe(412);
    expect((await add(b, s.hg, 1, { type: 5 })).statusCode).toBe(412);
    expect((await add(b, s.hg, 1, { type: 5, is_yj: 1 })).statusCode).toBe(422);
    expect((await add(b, s.hg, 1_000_000_000, { type: 5 })).statusCode).toBeGreaterThanOrEqual(400);
    const hgLines = (await cartOf(b)).data.filter((l) => l.goods.id === s.hg);
    expect(hgLines.map((l) => l.number)).toEqual([2]);
  });

  it("lets one buyer's two tabs order the same lines once, taking the trade-up stock once", async () => {
    const s = await scene({ stock: 10 });
    const { b, paidLine, hgLine } = await reached('hga-tabs', s);
    const answers = await Promise.all([
      create(b, [paidLine, hgLine]),
      create(b, [paidLine, hgLine]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().data.reason).toBe('lines_gone');
    expect(await stockLeft(s.activityId)).toBe(8);
  });

  it('a plain line of the trade-up goods sells at its own price, beside the trade-up line', async () => {
    const s = await scene();
    const { b, paidLine, hgLine } = await reached('hga-plain', s);
    expect((await add(b, s.hg, 3)).statusCode).toBe(200);
    const ids = (await cartOf(b)).data.map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining([paidLine, hgLine]));
    const made = await create(b, ids);
    expect(made.statusCode, made.body).toBe(200);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, made.json().data.id));
    const hgPrices = lines
      .filter((l) => l.goodsId === s.hg)
      .map((l) => [l.kind, l.quantity, l.unitPriceFen]);
    expect(hgPrices.sort()).toEqual([
      [0, 3, 2_500],
      [5, 2, 990],
    ]);
  });
});

describe('换购 under attack: cancel', () => {
  it('gives the trade-up stock back once for a cancel twice, and a cancel racing the timeout', async () => {
    const s = await scene({ stock: 10 });
    const { b, paidLine, hgLine } = await reached('hga-cancel', s);
    const made = await create(b, [paidLine, hgLine]);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect(await stockLeft(s.activityId)).toBe(8);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, id));
    const cancel = () => post(b, `/api/order/${id}/cancel`, { reason: '不想要了' });
    await Promise.all([cancel(), cancel(), t.app.services.orders.expireDue()]);
    expect(await stockLeft(s.activityId)).toBe(10);
  });
});

describe('换购 under attack: a rule that ends', () => {
  it("the cart's checkout step reads the rule again each time: ended, it refuses", async () => {
    const s = await scene();
    const { b, paidLine, hgLine } = await reached('hga-ends', s);
    const first = await post(b, '/api/cart/checkout', { ids: [paidLine, hgLine] });
    expect(first.statusCode, first.body).toBe(200);
    await t.db
      .update(fullReductions)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(fullReductions.id, s.activityId));
    const again = await post(b, '/api/cart/checkout', { ids: [paidLine, hgLine] });
    expect(again.statusCode, again.body).not.toBe(200);
  });
});

describe('换购 under attack: money', () => {
  it('with the goods also in the activity and a coupon on top, the line splits add up to the order', async () => {
    const s = await scene({ hgInActivity: true });
    const { b, paidLine, hgLine } = await reached('hga-coupon', s);
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        companyId: b.companyId,
        name: '满100减30',
        amountFen: 3_000,
        minSpendFen: 10_000,
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const made = await create(b, [paidLine, hgLine], coupon!.id);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((n, l) => n + f(l), 0);
    // 3 × ¥100 + 2 × ¥9.90; 满减 only on the ¥300 of activity lines; the coupon over both.
    expect(o!.goodsFen).toBe(31_980);
    expect(o!.reductionFen).toBe(2_000);
    expect(o!.couponFen).toBe(3_000);
    expect(sum((l) => l.amountFen)).toBe(o!.goodsFen);
    expect(sum((l) => l.reductionFen)).toBe(o!.reductionFen);
    expect(sum((l) => l.couponFen)).toBe(o!.couponFen);
    expect(lines.find((l) => l.kind === 5)!.reductionFen).toBe(0);
    expect(o!.payFen).toBe(o!.goodsFen - o!.reductionFen - o!.couponFen + o!.shippingFen);
  });
});

describe('换购 under attack: who may buy', () => {
  it('refuses a controlled (控销) trade-up goods to a buyer without the authorization', async () => {
    const s = await scene({ hgPatch: { isControlled: true } });
    const [b] = await makeBuyers(t.db, 1, 'hga-kx');
    await t.db
      .update(companies)
      .set({ controlledSalesAuthorized: false })
      .where(eq(companies.id, b!.companyId));
    expect((await add(b!, s.paid, 3)).statusCode).toBe(200);
    // The same goods as an ordinary line is refused at the order; as a trade-up it must be too.
    expect((await add(b!, s.hg, 1)).statusCode).toBe(200);
    const plain = (await cartOf(b!)).data.find((l) => l.goods.id === s.hg)!.id;
    const paidLine = (await cartOf(b!)).data.find((l) => l.goods.id === s.paid)!.id;
    expect((await create(b!, [paidLine, plain])).statusCode).toBe(403);
    expect((await add(b!, s.hg, 1, { type: 5 })).statusCode).toBe(200);
    const hgLine = (await cartOf(b!)).data.find((l) => l.type === 5)!.id;
    const res = await create(b!, [paidLine, hgLine]);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().msg).toContain('控销品种');
    expect(await stockLeft(s.activityId)).toBe(10);
  });
});

describe('换购 under attack: the console', () => {
  const put = async (id: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/admin-api/gifts/${id}/tradeup`,
      headers: await staffLogin(t, 'operator'),
      payload: body,
    });

  it('refuses a 换购价 with three decimals and numbers past their bounds with 422, never 500', async () => {
    const g = await makeGoods(t.db, { priceFen: 5_000 });
    const a = await makeActivity(t, [await makeGoods(t.db)]);
    const good = { goods_id: g, hg_price: '19.9', number: 2, threshold: '300', stock: 20 };
    for (const bad of [
      { hg_price: '9.999' },
      { threshold: '300.001' },
      { stock: 1e12 },
      { number: 1000 },
      { threshold: '99999999999999' },
      { hg_price: '1e2' },
      { goods_id: 2 ** 40 },
    ]) {
      const res = await put(a.id, { ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it("lets another activity's goods be the trade-up; it keeps its own 满减 as a plain line", async () => {
    const other = await makeGoods(t.db, { priceFen: 5_000, stock: 100, midPackQuantity: 1 });
    await makeActivity(t, [other]);
    const a = await makeActivity(t, [await makeGoods(t.db)]);
    const res = await put(a.id, {
      goods_id: other,
      hg_price: '10',
      number: 1,
      threshold: '300',
      stock: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [b] = await makeBuyers(t.db, 1, 'hga-other');
    // Under activity a's threshold the trade-up line has no price.
    expect((await add(b!, other, 1, { type: 5 })).statusCode).toBe(200);
    const line = (await cartOf(b!)).data.find((l) => l.type === 5)!;
    expect(line.can_buy).toBe(0);
  });

  it('a trade-up on an ended activity sells nothing', async () => {
    const s = await scene();
    const { b, paidLine, hgLine } = await reached('hga-ended', s);
    await t.db
      .update(fullReductions)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(fullReductions.id, s.activityId));
    await t.app.services.promotion.activitiesChanged();
    await t.app.services.gifts.reload();
    // Not '库存不足' (the goods has stock): the reason the trade-up has no price.
    const r = await create(b, [paidLine, hgLine]);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().msg).toBe('换购活动未在进行中');
    expect(await stockLeft(s.activityId)).toBe(10);
  });
});

describe('换购 under attack: races and overlaps', () => {
  it('two concurrent adds may push the line past the per-order number, but the order refuses it', async () => {
    const s = await scene();
    const [b] = await makeBuyers(t.db, 1, 'hga-race');
    await add(b!, s.paid, 3);
    await Promise.all([add(b!, s.hg, 2, { type: 5 }), add(b!, s.hg, 2, { type: 5 })]);
    const ids = (await cartOf(b!)).data.map((l) => l.id);
    const res = await create(b!, ids);
    const hgLine = (await cartOf(b!)).data.find((l) => l.type === 5);
    if (hgLine && hgLine.number > 2) expect(res.statusCode).toBe(412);
    else expect(res.statusCode, res.body).toBe(200);
    expect(await stockLeft(s.activityId)).toBeGreaterThanOrEqual(8);
  });

  it('a goods both the 满赠 gift and the trade-up: the order takes and a cancel gives back each stock once', async () => {
    const s = await scene();
    await t.db.insert(activityGifts).values({
      activityId: s.activityId,
      goodsId: s.hg,
      quantity: 1,
      thresholdFen: 30_000,
      stockLeft: 5,
    });
    await t.app.services.gifts.reload();
    const before = (await readGoods(t.db, s.hg)).stock;
    const { b, paidLine, hgLine } = await reached('hga-gift', s);
    const made = await create(b, [paidLine, hgLine]);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const hgUnits = lines.filter((l) => l.goodsId === s.hg).reduce((n, l) => n + l.quantity, 0);
    expect(hgUnits).toBe(3);
    expect((await readGoods(t.db, s.hg)).stock).toBe(before - 3);
    expect(await stockLeft(s.activityId)).toBe(8);
    const [gift] = await t.db
      .select()
      .from(activityGifts)
      .where(eq(activityGifts.activityId, s.activityId));
    expect(gift!.stockLeft).toBe(4);
    expect((await post(b, `/api/order/${id}/cancel`, { reason: '不想要了' })).statusCode).toBe(200);
    expect((await readGoods(t.db, s.hg)).stock).toBe(before);
    expect(await stockLeft(s.activityId)).toBe(10);
    const [back] = await t.db
      .select()
      .from(activityGifts)
      .where(eq(activityGifts.activityId, s.activityId));
    expect(back!.stockLeft).toBe(5);
  });

  // The goods' own 限购 (purchase_limit per order) holds under the trade-up's number.
  it("holds the goods' own 限购 on a trade-up line", async () => {
    const s = await scene({ hgPatch: { purchaseLimit: 1 } });
    const [b] = await makeBuyers(t.db, 1, 'hga-xg');
    await add(b!, s.paid, 3);
    expect((await add(b!, s.hg, 2, { type: 5 })).statusCode).toBe(412);
  });

  // A cancel gives trade-up units back to the activity the order took them
  // from (order_tradeups), so when operators move the goods to another
  // activity's trade-up in between, the new one's stock stays as set.
  it("gives a cancelled order's units back to its own activity, not to the goods' next one", async () => {
    const s = await scene({ stock: 10 });
    const { b, paidLine, hgLine } = await reached('hga-moved', s);
    const made = await create(b, [paidLine, hgLine]);
    expect(made.statusCode, made.body).toBe(200);
    const operator = await staffLogin(t, 'operator');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/gifts/${s.activityId}/tradeup`,
      headers: operator,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const next = await makeActivity(t, [await makeGoods(t.db)]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/gifts/${next.id}/tradeup`,
      headers: operator,
      payload: { goods_id: s.hg, hg_price: '9.9', number: 2, threshold: '300', stock: 5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const id = made.json().data.id as number;
    expect((await post(b, `/api/order/${id}/cancel`, { reason: '不想要了' })).statusCode).toBe(200);
    expect(await stockLeft(next.id)).toBe(5);
  });
});
