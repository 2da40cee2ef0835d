import { orderCheck, order as orderSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTradeups, auditLog } from '../../db/schema/index.ts';
import {
  makeActivity,
  makeBuyers,
  makeGoods,
  readGoods,
  type TestBuyer,
} from '../../test/buyers.ts';
import { cartApi } from '../../test/cart-api.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';
import { tradeUpScene } from '../../test/tradeups.ts';

// 换购 through the real API: the trade-up line (type 5) has no price until the
// activity's other lines reach the threshold, then costs hg_price in the cart,
// step 2 and the order alike; per-order number and trade-up stock hold under
// concurrent orders; a cancel gives the trade-up stock back.

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

const { post, cartOf, add: addLine, create } = cartApi(() => t);
const add = (b: TestBuyer, goodsId: number, number: number, type = 0) =>
  addLine(b, goodsId, number, { type });
const stockLeft = async (activityId: number) =>
  (
    await t.db.select().from(activityTradeups).where(eq(activityTradeups.activityId, activityId))
  )[0]!.stockLeft;

const tradeUpActivity = (stock: number) =>
  tradeUpScene(t, { stock, hgPatch: { name: '换购维C片' } });

describe('换购', () => {
  it('prices the trade-up at hg_price only past the threshold; cart, step 2 and the order agree', async () => {
    const { paid, hg, activityId } = await tradeUpActivity(10);
    const [b] = await makeBuyers(t.db, 1, 'hg-a');
    expect((await add(b!, paid, 2)).statusCode).toBe(200);
    const low = (await cartOf(b!)).activity_data.manjians.find((m) => m.id === activityId)!;
    expect(low.hg).toMatchObject({ earned: 0, need: '100.00', hg_price: '9.90', number: 2 });
    expect(low.hg!.hint).toBe('再购¥100.00可加¥9.90换购换购维C片');

    const r = await add(b!, hg, 2, 5);
    expect(r.statusCode, r.body).toBe(200);
    const under = (await cartOf(b!)).data.find((l) => l.type === 5)!;
    expect(under).toMatchObject({ can_buy: 0, buy_tip: '再购¥100.00可换购换购维C片' });
    const refused = await create(
      b!,
      (await cartOf(b!)).data.map((l) => l.id),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('再购¥100.00可换购换购维C片');

    await add(b!, paid, 1);
    const state = await cartOf(b!);
    const line = state.data.find((l) => l.type === 5)!;
    expect(line).toMatchObject({ can_buy: 1, price: '9.90' });
    expect(state.activity_data.manjians.find((m) => m.id === activityId)!.hg!.earned).toBe(1);
    const ids = state.data.map((l) => l.id);
    const check = orderCheck.parse(
      (await post(b!, '/api/order/check', { ids, address_id: b!.addressId, coupon_id: 0 })).json()
        .data,
    );
    expect(check.summary.pay_amount).toBe(state.summary.pay_amount);
    const before = (await readGoods(t.db, hg)).stock;
    const made = await create(b!, ids);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const detail = orderSchema.parse(
      (await t.app.inject({ url: `/api/order/${id}`, headers: b!.headers })).json().data,
    );
    expect(detail.pay_amount).toBe(state.summary.pay_amount);
    expect(detail.lines.find((l) => l.goods_id === hg)).toMatchObject({
      number: 2,
      price: '9.90',
      amount: '19.80',
      type: 5,
      promo: { kind: 'tradeup', tag: '换购' },
    });
    expect((await readGoods(t.db, hg)).stock).toBe(before - 2);
    expect(await stockLeft(activityId)).toBe(8);

    const cancel = await post(b!, `/api/order/${id}/cancel`, { reason: '不想要了' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockLeft(activityId)).toBe(10);
    expect((await readGoods(t.db, hg)).stock).toBe(before);
  });

  it('refuses more than the per-order number, and goods that are no trade-up', async () => {
    const { paid, hg } = await tradeUpActivity(10);
    const plain = await makeGoods(t.db, { priceFen: 1_000, stock: 100, midPackQuantity: 1 });
    const [b] = await makeBuyers(t.db, 1, 'hg-b');
    await add(b!, paid, 3);
    const over = await add(b!, hg, 3, 5);
    expect(over.statusCode).toBe(412);
    expect(over.json().msg).toContain('2');
    const notHg = await add(b!, plain, 1, 5);
    expect(notHg.statusCode).toBe(404);
    expect(notHg.json().msg).toBe('该商品不是换购商品');
    expect((await add(b!, hg, 1, 5)).statusCode).toBe(200);
  });

  it('sells exactly the trade-up stock left to concurrent orders', async () => {
    const { paid, hg, activityId } = await tradeUpActivity(3);
    const buyers = await makeBuyers(t.db, 8, 'hg-c');
    const idsOf = await Promise.all(
      buyers.map(async (b) => {
        await add(b, paid, 3);
        expect((await add(b, hg, 1, 5)).statusCode).toBe(200);
        return (await cartOf(b)).data.map((l) => l.id);
      }),
    );
    const answers = await Promise.all(buyers.map((b, i) => create(b, idsOf[i]!)));
    const okCount = answers.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(3);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(r.json().msg).toBe('换购商品已换完');
    expect(await stockLeft(activityId)).toBe(0);
  });
});

describe('换购 in the console', () => {
  it('sets a trade-up, audited; refuses a price not below the goods, a goods of another activity, bad input', async () => {
    const [operator, warehouse] = [
      await staffLogin(t, 'operator'),
      await staffLogin(t, 'warehouse'),
    ];
    const g = await makeGoods(t.db, { priceFen: 5_000 });
    const a = await makeActivity(t, [await makeGoods(t.db)]);
    const b = await makeActivity(t, [await makeGoods(t.db)]);
    const put = (headers: Record<string, string>, id: number | string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/gifts/${id}/tradeup`,
        headers,
        payload: body,
      });
    const good = { goods_id: g, hg_price: '19.9', number: 2, threshold: '300', stock: 20 };
    const r = await put(operator, a.id, good);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      activity_id: a.id,
      hg_price: '19.90',
      goods_price: '50.00',
      threshold: '300.00',
      number: 2,
      stock: 20,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'tradeup.put'));
    expect(entry).toMatchObject({ targetId: String(a.id) });
    const dear = await put(operator, a.id, { ...good, hg_price: '50' });
    expect(dear.statusCode).toBe(400);
    expect(dear.json().msg).toBe('换购价须低于商品原价 ¥50.00');
    expect((await put(operator, b.id, good)).statusCode).toBe(409);
    for (const bad of [
      { hg_price: '0' },
      { hg_price: 'abc' },
      { number: 0 },
      { threshold: '-1' },
      { stock: -1 },
    ]) {
      const res = await put(operator, a.id, { ...good, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await put(operator, 99_999, good)).statusCode).toBe(404);
    expect((await put(warehouse, a.id, good)).statusCode).toBe(403);
    const list = await t.app.inject({ url: '/admin-api/gifts/tradeups', headers: operator });
    expect(list.json().data.some((x: { activity_id: number }) => x.activity_id === a.id)).toBe(
      true,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin-api/gifts/${a.id}/tradeup`,
      headers: operator,
    });
    expect(del.statusCode, del.body).toBe(200);
  });
});
