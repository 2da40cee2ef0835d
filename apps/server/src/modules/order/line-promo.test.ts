import { randomUUID } from 'node:crypto';
import { order } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinations, orderLines } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods } from '../../test/buyers.ts';
import { addFlash, runningFlash } from '../../test/flash.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// Each order line records the promotion that priced it when the order is
// placed (94折, 秒杀, a package by its id and its name then; null for the
// plain price), and the buyer's and the console's order detail say it.

let t: TestApp;
let op: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ goodsCount: 20 });
  op = await staffLogin(t, 'operator');
});
afterAll(() => t?.close());

const hour = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const ok = (r: { statusCode: number; body: string }) => {
  expect(r.statusCode, r.body).toBe(200);
  return JSON.parse(r.body).data;
};

describe('order lines record their promotion', () => {
  it('a 94折 goods, a flash goods, a package and a plain goods: each line its tag, stored and shown', async () => {
    const [welfare, flash, plain, inA, inB] = await Promise.all(
      [1000, 800, 500, 2000, 1500].map((priceFen) =>
        makeGoods(t.db, { priceFen, midPackQuantity: 1 }),
      ),
    );
    ok(
      await post('/admin-api/welfare-events', op, {
        title: '订单标签94折',
        starts_at: iso(-hour),
        ends_at: iso(24 * hour),
        goods_ids: String(welfare),
      }),
    );
    const pack = ok(
      await post('/admin-api/combinations', op, {
        title: '感冒组合',
        price: '30.00',
        stock: 10,
        limit: 0,
        start_time: iso(-hour),
        end_time: iso(24 * hour),
        goods: [
          { goods_id: inA, number: 1 },
          { goods_id: inB, number: 2 },
        ],
      }),
    ) as { id: number };
    const f = await runningFlash(t.db, flash!, { stock: 5, limit: 2, priceFen: 600 });

    const [b] = await makeBuyers(t.db, 1, 'promo');
    ok(
      await post('/api/cart', b!.headers, {
        params: [
          { goods_id: welfare, number: 2 },
          { goods_id: plain, number: 1 },
        ],
      }),
    );
    ok(await addFlash(t, b!, flash!, f.id, 1));
    ok(await post(`/api/cart/combination?id=${pack.id}&number=1`, b!.headers));
    const cart = ok(await t.app.inject({ url: '/api/cart/list', headers: b!.headers }));
    const made = ok(
      await post('/api/order/create', b!.headers, {
        ids: cart.data.map((l: { id: number }) => l.id),
        address_id: b!.addressId,
        coupon_id: 0,
        key: randomUUID(),
      }),
    ) as { id: number };

    // The package is renamed afterwards: the order keeps the name it was bought under.
    await t.db
      .update(combinations)
      .set({ title: '改名后的组合' })
      .where(eq(combinations.id, pack.id));

    const stored = await t.db
      .select({ goodsId: orderLines.goodsId, kind: orderLines.kind, promo: orderLines.promo })
      .from(orderLines)
      .where(eq(orderLines.orderId, made.id));
    const byGoods = new Map(stored.map((l) => [l.goodsId, l]));
    expect(byGoods.get(welfare!)?.promo).toEqual({ kind: 'welfare' });
    expect(byGoods.get(flash!)?.promo).toEqual({ kind: 'flash' });
    expect(byGoods.get(plain!)?.promo).toBeNull();
    for (const g of [inA!, inB!])
      expect(byGoods.get(g)).toEqual({
        goodsId: g,
        kind: 3,
        promo: { kind: 'package', id: pack.id, name: '感冒组合' },
      });

    const packageTag = {
      kind: 'package',
      tag: '组合',
      title: '组合购：感冒组合',
      combination_id: pack.id,
      combination_name: '感冒组合',
    };
    const expected = new Map<number, object | null>([
      [welfare!, { kind: 'welfare', tag: '94折', title: '全场94折' }],
      [flash!, { kind: 'flash', tag: '秒', title: '秒杀价' }],
      [plain!, null],
      [inA!, packageTag],
      [inB!, packageTag],
    ]);
    const buyerView = order.parse(
      ok(await t.app.inject({ url: `/api/order/${made.id}`, headers: b!.headers })),
    );
    const consoleView = ok(
      await t.app.inject({ url: `/admin-api/orders/${made.id}`, headers: op }),
    );
    for (const view of [buyerView, consoleView]) {
      expect(view.lines).toHaveLength(5);
      for (const l of view.lines as { goods_id: number; promo: unknown }[])
        expect(l.promo, `goods ${l.goods_id}`).toEqual(expected.get(l.goods_id));
    }
  });
});
