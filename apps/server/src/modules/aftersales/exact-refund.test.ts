import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { coupons, orderLines, orders } from '../../db/schema/index.ts';
import { makeActivity, makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { staffLogin, type TestApp, testApp } from '../../test/helper.ts';

// An order's 满减 and coupon are stored on its lines when it is placed, so
// refunding every line gives back exactly what was paid for the goods.
let t: TestApp;
let b: TestBuyer;
beforeAll(async () => {
  t = await testApp({ goodsCount: 10 });
  [b] = (await makeBuyers(t.db, 1, 'exactrefund')) as [TestBuyer];
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

it('stores each line’s part of 满减 and coupon, and refunds the lines to the fen', async () => {
  // 33.33 × 7 and 21.11 × 9 in 满100减10; 7.77 × 3 outside it; a ¥9.99 coupon.
  const [x, y, z] = [
    await makeGoods(t.db, { priceFen: 3_333, midPackQuantity: 1, stock: 100 }),
    await makeGoods(t.db, { priceFen: 2_111, midPackQuantity: 1, stock: 100 }),
    await makeGoods(t.db, { priceFen: 777, midPackQuantity: 1, stock: 100 }),
  ];
  await makeActivity(t, [x, y], { tiers: [{ thresholdFen: 10_000, reductionFen: 1_000 }] });
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      companyId: b.companyId,
      name: '无门槛 9.99',
      amountFen: 999,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await post('/api/cart', b.headers, {
    params: [
      { goods_id: x, number: 7 },
      { goods_id: y, number: 9 },
      { goods_id: z, number: 3 },
    ],
  });
  const ids = (await t.app.inject({ url: '/api/cart/list', headers: b.headers }))
    .json()
    .data.data.map((l: { id: number }) => l.id);
  const step2 = (await post('/api/order/check', b.headers, { ids, coupon_id: coupon!.id })).json()
    .data.summary;
  const created = await post('/api/order/create', b.headers, {
    ids,
    address_id: b.addressId,
    coupon_id: coupon!.id,
    key: `exact-${Date.now()}`,
  });
  const id = created.json().data.id as number;
  // Step 2 and the stored order agree.
  expect(created.json().data.pay_amount).toBe(step2.pay_amount);
  expect([step2.manjian_reduce, step2.coupon_reduce]).toEqual(['40.00', '9.99']);
  const paid = await post(`/api/order/${id}/pay`, b.headers, {
    method: 'balance',
    key: `exact-pay-${Date.now()}`,
  });
  expect(paid.json().code, paid.body).toBe(10000);

  const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(orderLines.id);
  // 233.31 + 189.99 = 423.30 in the activity: 4 × 10 off, split 22.05 / 17.95.
  expect(o!.reductionFen).toBe(4_000);
  expect(o!.couponFen).toBe(999);
  expect(lines.reduce((n, l) => n + l.reductionFen, 0)).toBe(o!.reductionFen);
  expect(lines.reduce((n, l) => n + l.couponFen, 0)).toBe(o!.couponFen);
  expect(lines.find((l) => l.goodsId === z)!.reductionFen).toBe(0);

  const reviewer = await staffLogin(t, 'service');
  const finance = await staffLogin(t, 'finance');
  let refunded = 0;
  for (const l of lines) {
    const asked = await post(`/api/order/${id}/after-sales`, b.headers, {
      kind: 'refund',
      reason: '不需要了',
      lines: [{ id: l.id, number: l.quantity }],
      key: `exact-as-${l.id}-${Date.now()}`,
    });
    expect(asked.json().data.amount).toBe(
      ((l.amountFen - l.reductionFen - l.couponFen) / 100).toFixed(2),
    );
    const asId = asked.json().data.id as number;
    expect((await post(`/admin-api/after-sales/${asId}/approve`, reviewer)).statusCode).toBe(200);
    const r = await post(`/admin-api/after-sales/${asId}/refund`, finance);
    expect(r.json().code, r.body).toBe(10000);
    refunded += Math.round(Number(r.json().data.refunded_amount) * 100);
  }
  expect(refunded).toBe(o!.payFen - o!.shippingFen);
});
