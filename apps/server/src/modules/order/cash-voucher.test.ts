import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders } from '../../db/schema/index.ts';
import { makeBuyers, makeGoods, type TestBuyer } from '../../test/buyers.ts';
import { type TestApp, testApp } from '../../test/helper.ts';

// Cash vouchers (现金券): chosen at step 2, taken after the coupon, never more
// than the goods still cost, stored per line, used once, back on cancel.

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ goodsCount: 40 });
});
afterAll(() => t?.close());

const post = (url: string, b: TestBuyer, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: b.headers, payload: payload as never });
const get = (url: string, b: TestBuyer) => t.app.inject({ url, headers: b.headers });
let keyNo = 0;
const key = () => `voucher-key-${Date.now()}-${++keyNo}`;

async function voucher(b: TestBuyer, amountFen: number) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      companyId: b.companyId,
      kind: 2,
      name: `${amountFen / 100}元现金券`,
      amountFen,
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!.id;
}

/** A buyer with 10 × ¥30 and 5 × ¥20 in the cart (¥400, shipping ¥10). */
async function scene() {
  const [b] = await makeBuyers(t.db, 1, `voucher${++made}-`);
  const a = await makeGoods(t.db, { priceFen: 3_000, midPackQuantity: 1 });
  const c = await makeGoods(t.db, { priceFen: 2_000, midPackQuantity: 1 });
  await post('/api/cart', b!, {
    params: [
      { goods_id: a, number: 10 },
      { goods_id: c, number: 5 },
    ],
  });
  const ids = (await get('/api/cart/list', b!)).json().data.data.map((l: { id: number }) => l.id);
  return { b: b!, ids };
}

describe('cash vouchers', () => {
  it('are offered at step 2, applied only when chosen, and charged as step 2 showed', async () => {
    const { b, ids } = await scene();
    const v = await voucher(b, 5_000);
    const plain = (await post('/api/order/check', b, { ids })).json().data;
    expect(plain.vouchers).toEqual([
      expect.objectContaining({ id: v, usable: 1, amount: '50.00' }),
    ]);
    expect(plain.summary).toMatchObject({ voucher_reduce: '0.00', voucher_id: 0 });
    const chosen = (await post('/api/order/check', b, { ids, voucher_id: v })).json().data;
    expect(chosen.summary).toMatchObject({
      goods_amount: '400.00',
      voucher_reduce: '50.00',
      voucher_id: v,
      shipping_fee: '10.00',
      pay_amount: '360.00',
    });
    const res = await post('/api/order/create', b, {
      ids,
      address_id: b.addressId,
      voucher_id: v,
      key: key(),
    });
    expect(res.json()).toMatchObject({ code: 10000, data: { pay_amount: '360.00' } });
    const id = res.json().data.id;
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    // ¥50 over ¥300 and ¥100.
    expect(lines.map((l) => l.voucherFen).sort((x, y) => y - x)).toEqual([3_750, 1_250]);
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, v));
    expect(used).toMatchObject({ status: 'used', orderId: id });
    const detail = (await get(`/api/order/${id}`, b)).json().data;
    expect(detail).toMatchObject({ voucher_reduce: '50.00', pay_amount: '360.00' });

    // Cancelled unpaid: the voucher is the buyer's again.
    expect((await post(`/api/order/${id}/cancel`, b)).json().code).toBe(10000);
    const [back] = await t.db.select().from(coupons).where(eq(coupons.id, v));
    expect(back).toMatchObject({ status: 'unused', orderId: null });
  });

  it('covers at most the goods still payable, and shipping is still paid', async () => {
    const { b, ids } = await scene();
    const v = await voucher(b, 100_000);
    const res = await post('/api/order/create', b, {
      ids,
      address_id: b.addressId,
      voucher_id: v,
      key: key(),
    });
    expect(res.json().data.pay_amount).toBe('10.00');
    const [o] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect([o!.voucherFen, o!.payFen]).toEqual([40_000, 1_000]);
  });

  it("refuses another company's voucher, a used one, and a coupon passed as a voucher", async () => {
    const { b, ids } = await scene();
    const [other] = await makeBuyers(t.db, 1, `voucher${++made}-`);
    const theirs = await voucher(other!, 1_000);
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        companyId: b.companyId,
        name: '普通券',
        amountFen: 1_000,
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    for (const id of [theirs, coupon!.id, 'x']) {
      const res = await post('/api/order/create', b, {
        ids,
        address_id: b.addressId,
        voucher_id: id,
        key: key(),
      });
      expect(res.statusCode).toBe(422);
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, theirs));
    expect(row!.status).toBe('unused');
  });

  it('is used by one order only when two orders race for it', async () => {
    const { b, ids } = await scene();
    const v = await voucher(b, 2_000);
    const [line1, line2] = ids;
    const answers = await Promise.all(
      [[line1], [line2]].map((lineIds) =>
        post('/api/order/create', b, {
          ids: lineIds,
          address_id: b.addressId,
          voucher_id: v,
          key: key(),
        }),
      ),
    );
    expect(answers.filter((a) => a.json().code === 10000)).toHaveLength(1);
    const refused = answers.find((a) => a.json().code !== 10000)!;
    expect(refused.json().data).toMatchObject({ reason: 'voucher_unusable', voucher_id: v });
    const withIt = await t.db.select().from(orders).where(eq(orders.voucherId, v));
    expect(withIt).toHaveLength(1);
  });
});
