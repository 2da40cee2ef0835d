import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/schema/index.ts';
import { makeGoods } from '../../test/buyers.ts';
// Attacks on coupons and cash vouchers at checkout: other companies' ids,
// one kind passed as the other, races for one coupon or voucher, money that
// must never go negative or come back as more than was paid.
import { cartScene, check, couponRow, held, t, useCouponApp } from '../../test/coupon-scene.ts';
import { create, fill, newBuyer, post } from '../../test/scene.ts';

useCouponApp();

describe('races', () => {
  it('two orders racing for one voucher and one coupon: each used by exactly one order', async () => {
    const b = await newBuyer(t, 'atkrace');
    const g1 = await makeGoods(t.db, { priceFen: 10_000, midPackQuantity: 1 });
    const g2 = await makeGoods(t.db, { priceFen: 10_000, midPackQuantity: 1 });
    const coupon = await held(b, 1, 1_000, { minSpendFen: 5_000 });
    const voucher = await held(b, 2, 2_000);
    const [l1] = await fill(t, b, [{ goods_id: g1, number: 1 }]);
    const all = await fill(t, b, [{ goods_id: g2, number: 1 }]);
    const l2 = all.find((id) => id !== l1)!;
    const [a, c] = await Promise.all([
      create(t, b, [l1!], { coupon_id: coupon.id, voucher_id: voucher.id }),
      create(t, b, [l2], { coupon_id: coupon.id, voucher_id: voucher.id }),
    ]);
    expect([a.statusCode, c.statusCode].filter((s) => s >= 500)).toEqual([]);
    const won = [a, c].filter((r) => r.json().code === 10000);
    expect(won).toHaveLength(1);
    const lost = [a, c].find((r) => r.json().code !== 10000)!;
    expect(lost.statusCode).toBe(422);
    const made = await t.db.select().from(orders).where(eq(orders.companyId, b.companyId));
    expect(made.filter((o) => o.voucherId === voucher.id)).toHaveLength(1);
    expect(made.filter((o) => o.couponId === coupon.id)).toHaveLength(1);
  });

  it('ten orders at once with one voucher: exactly one takes it', async () => {
    const b = await newBuyer(t, 'atkrace10');
    const voucher = await held(b, 2, 500);
    const lineIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
      const all = await fill(t, b, [{ goods_id: g, number: 1 }]);
      lineIds.push(all.find((id) => !lineIds.includes(id))!);
    }
    const answers = await Promise.all(
      lineIds.map((id) => create(t, b, [id], { coupon_id: 0, voucher_id: voucher.id })),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.json().code === 10000)).toHaveLength(1);
    const made = await t.db.select().from(orders).where(eq(orders.companyId, b.companyId));
    expect(made).toHaveLength(1);
    expect(made[0]!.voucherFen).toBe(500);
  });

  it('an order created with the voucher while another order holding it is cancelled', async () => {
    const b = await newBuyer(t, 'atkcancel');
    const voucher = await held(b, 2, 500);
    const g = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    const first = await create(t, b, await fill(t, b, [{ goods_id: g, number: 1 }]), {
      coupon_id: 0,
      voucher_id: voucher.id,
    });
    expect(first.json().code).toBe(10000);
    const firstId = first.json().data.id as number;
    const g2 = await makeGoods(t.db, { priceFen: 1_000, midPackQuantity: 1 });
    const ids2 = await fill(t, b, [{ goods_id: g2, number: 1 }]);
    const [cancel, second] = await Promise.all([
      post(t, `/api/order/${firstId}/cancel`, b, {}),
      create(t, b, ids2, { coupon_id: 0, voucher_id: voucher.id }),
    ]);
    expect(cancel.json().code, cancel.body).toBe(10000);
    expect(second.statusCode).toBeLessThan(500);
    const row = await couponRow(voucher.id);
    const live = (
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, b.companyId), ne(orders.status, 'cancelled')))
    ).filter((o) => o.voucherId === voucher.id);
    if (second.json().code === 10000) {
      expect(live.map((o) => o.id)).toEqual([second.json().data.id]);
      expect(row).toMatchObject({ status: 'used', orderId: second.json().data.id });
    } else {
      expect(live).toEqual([]);
      expect(row).toMatchObject({ status: 'unused', orderId: null });
    }
  });

  it('an expired voucher or coupon is refused at create, even after step 2 offered it', async () => {
    const { b, ids } = await cartScene(10_000, 1);
    const voucher = await held(b, 2, 500);
    const coupon = await held(b, 1, 500, { minSpendFen: 1_000 });
    const s = (await check(b, ids, { coupon_id: coupon.id, voucher_id: voucher.id })).json().data
      .summary;
    expect([s.coupon_reduce, s.voucher_reduce]).toEqual(['5.00', '5.00']);
    await t.db
      .update(coupons)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(inArray(coupons.id, [voucher.id, coupon.id]));
    const v = await create(t, b, ids, { coupon_id: 0, voucher_id: voucher.id });
    expect([v.statusCode, v.json().data?.reason]).toEqual([422, 'voucher_unusable']);
    const c = await create(t, b, ids, { coupon_id: coupon.id });
    expect([c.statusCode, c.json().data?.reason]).toEqual([422, 'coupon_unusable']);
  });
});
