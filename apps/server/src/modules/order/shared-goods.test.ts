import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyers, makeGoods, readGoods } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Orders of the same several goods at once: each order writes its lines
// (whose foreign keys share-lock the goods rows) before it takes the stock, so
// the stock lock must not wait on those share locks. With FOR UPDATE two such
// orders deadlocked on PostgreSQL and one answered 500.

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
});
afterAll(() => t?.close());

describe('concurrent orders of the same goods', () => {
  it('lets ten buyers order the same three goods at once, every one through', async () => {
    const ids = await Promise.all(
      [1_000, 2_000, 3_000].map((priceFen) =>
        makeGoods(t.db, { priceFen, stock: 1_000, midPackQuantity: 1 }),
      ),
    );
    const buyers = await makeBuyers(t.db, 10, 'shared-goods');
    const carts = await Promise.all(
      buyers.map(async (b) => {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/cart',
          headers: b.headers,
          payload: { params: ids.map((goods_id) => ({ goods_id, number: 2 })) },
        });
        expect(r.statusCode, r.body).toBe(200);
        const list = await t.app.inject({ url: '/api/cart/list', headers: b.headers });
        return (list.json().data.data as { id: number }[]).map((l) => l.id);
      }),
    );
    const answers = await Promise.all(
      buyers.map((b, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: b.headers,
          payload: { ids: carts[i], address_id: b.addressId, coupon_id: 0, key: randomUUID() },
        }),
      ),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    for (const id of ids) expect((await readGoods(t.db, id)).stock).toBe(1_000 - 20);
  });
});
