import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { coupons, orderLines } from '../db/schema/index.ts';
import { makeGoods, type TestBuyer } from './buyers.ts';
import { type TestApp, testApp } from './helper.ts';
import { fill, newBuyer, post } from './scene.ts';

// The coupon attack tests' app and helpers (modules/promotion: coupons-checkout, coupons-races).

/** The app of the file that called useCouponApp (a live binding: set in its beforeAll). */
export let t: TestApp;

/** One app per test file, 20 goods. */
export function useCouponApp() {
  beforeAll(async () => {
    t = await testApp({ goodsCount: 20 });
  });
  afterAll(() => t?.close());
}

export const DAY = 86_400_000;
export const fenOf = (yuan: string) => Math.round(Number(yuan) * 100);
export const json = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

export async function held(
  b: TestBuyer,
  kind: 1 | 2,
  amountFen: number,
  over: Partial<typeof coupons.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      companyId: b.companyId,
      kind,
      name: kind === 2 ? `${amountFen / 100}元现金券` : `券${amountFen / 100}`,
      amountFen,
      minSpendFen: 0,
      endsAt: new Date(Date.now() + DAY),
      ...over,
    })
    .returning();
  return row!;
}
export const couponRow = async (id: number) =>
  (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
export const linesOf = (orderId: number) =>
  t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

/** A buyer with `n` × ¥price of one new goods in the cart. */
export async function cartScene(priceFen: number, n: number, b?: TestBuyer) {
  const buyer = b ?? (await newBuyer(t, 'atkck'));
  const g = await makeGoods(t.db, { priceFen, midPackQuantity: 1, stock: 10_000 });
  const ids = await fill(t, buyer, [{ goods_id: g, number: n }]);
  return { b: buyer, g, ids };
}

export const check = (b: TestBuyer, ids: number[], more: object = {}) =>
  post(t, '/api/order/check', b, { ids, ...more });
