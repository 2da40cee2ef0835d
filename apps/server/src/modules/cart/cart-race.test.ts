import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Parallel adds of one buyer never put more in a line than one add may: the
// add reads the line and writes it under a lock of the user's cart (hostile
// review: 30 parallel adds of the limit left 2,000 of a limit of 100). With
// TEST_DATABASE_URL the requests really run at once on PostgreSQL's
// connections; on PGlite they queue, and the caps hold the same.

const PARALLEL = 30;

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
});
afterAll(() => t?.close());

const newBuyer = async (): Promise<TestBuyer> => (await makeBuyers(t.db, 1, `race${++made}`))[0]!;
const post = (url: string, b: TestBuyer, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...b.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function held(b: TestBuyer, goodsId: number) {
  const rows = await t.db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, b.userId), eq(cartLines.goodsId, goodsId)));
  return rows.reduce((n, r) => n + r.quantity, 0);
}

const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));

describe('parallel adds of one buyer', () => {
  it('stop at the purchase limit (cart add)', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { purchaseLimit: 100, midPackQuantity: 10, stock: 10_000 });
    const answers = await times(PARALLEL, () =>
      post('/api/cart', b, { params: [{ goods_id: g, number: 10 }] }),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(10);
    expect(answers.filter((r) => r.statusCode === 422).length).toBe(PARALLEL - 10);
    expect(await held(b, g)).toBe(100);
  });

  it('stop at stock (quick purchase, which adds the way buy-again and copy do)', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { stock: 100, midPackQuantity: 10, purchaseLimit: 0 });
    const answers = await times(PARALLEL, () =>
      post('/api/user/fast-buy/cart', b, { items: [{ goods_id: g, number: 40 }] }),
    );
    const added = answers.filter((r) => r.json().data?.added === 1).length;
    expect(added).toBe(2);
    expect(await held(b, g)).toBe(80);
  });

  it('stop at the limit when edits and adds race', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { purchaseLimit: 100, midPackQuantity: 10, stock: 10_000 });
    await post('/api/cart', b, { params: [{ goods_id: g, number: 50 }] });
    const [line] = await t.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.userId, b.userId));
    await Promise.all([
      ...Array.from({ length: 10 }, () => post(`/api/cart/${line!.id}/edit`, b, { number: 100 })),
      ...Array.from({ length: 10 }, () =>
        post('/api/cart', b, { params: [{ goods_id: g, number: 50 }] }),
      ),
    ]);
    expect(await held(b, g)).toBeLessThanOrEqual(100);
  });
});

describe('order check', () => {
  it('refuses a line past the purchase limit, as create does', async () => {
    const b = await newBuyer();
    const g = await makeGoods(t.db, { purchaseLimit: 100, midPackQuantity: 10, stock: 10_000 });
    // What a cart filled by a race before the lock looks like.
    const [line] = await t.db
      .insert(cartLines)
      .values({ userId: b.userId, companyId: b.companyId, goodsId: g, quantity: 1_100 })
      .returning({ id: cartLines.id });
    const check = await post('/api/order/check', b, { ids: [line!.id] });
    expect(check.statusCode).toBe(422);
    expect(check.json().data).toMatchObject({ reason: 'over_limit', limit: 100, goods_id: g });
  });
});
