import { type CartLineInput, type Coupon, couponAppliesTo, priceCart } from '@shop/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Random carts with 满减, scoped coupons and cash vouchers: the money rules
// that must hold for every cart, not just the examples the change tested.

const rule = { thresholdFen: 80_000, preferredThresholdFen: 50_000, feeFen: 1_000 };

const lineArb = fc.record({
  quantity: fc.integer({ min: 0, max: 50 }),
  unitPriceFen: fc.integer({ min: 1, max: 50_000 }),
  selected: fc.boolean(),
  buyable: fc.boolean(),
  activity: fc.constantFrom(null, 1, 2),
  goodsId: fc.integer({ min: 1, max: 6 }),
  category: fc.integer({ min: 100, max: 103 }),
});
const couponArb = (id: number, kind: 'coupon' | 'voucher') =>
  fc
    .record({
      amountFen: fc.integer({ min: 1, max: 200_000 }),
      minSpendFen: kind === 'voucher' ? fc.constant(0) : fc.integer({ min: 0, max: 400_000 }),
      goodsIds: fc.subarray([1, 2, 3, 4, 5, 6]),
      categoryIds: fc.subarray([100, 101, 102, 103]),
    })
    .map(
      (c): Coupon => ({
        id,
        amountFen: c.amountFen,
        minSpendFen: c.minSpendFen,
        ...(kind === 'coupon'
          ? { scope: { goodsIds: c.goodsIds, categoryIds: c.categoryIds } }
          : {}),
      }),
    );

describe('priceCart with scoped coupons and cash vouchers', () => {
  it('never pays below shipping, never discounts a line past its amount, never puts a coupon on a line outside its scope', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc
          .array(fc.nat(), { maxLength: 3 })
          .chain((xs) => fc.tuple(...xs.map((_, i) => couponArb(i + 1, 'coupon')))),
        fc
          .array(fc.nat(), { maxLength: 2 })
          .chain((xs) => fc.tuple(...xs.map((_, i) => couponArb(i + 101, 'voucher')))),
        fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        fc.option(fc.integer({ min: 100, max: 103 }), { nil: null }),
        (raw, cs, vs, couponPick, voucherId) => {
          const lines: CartLineInput[] = raw.map((l, i) => ({
            id: i + 1,
            quantity: l.quantity,
            unitPriceFen: l.unitPriceFen,
            selected: l.selected,
            buyable: l.buyable,
            preferred: false,
            freeShippingNumber: 0,
            activityId: l.activity,
            goodsId: l.goodsId,
            categoryIds: [l.category],
          }));
          const s = priceCart(lines, {
            activities: [
              { id: 1, tiers: [{ thresholdFen: 10_000, reductionFen: 1_000 }] },
              { id: 2, tiers: [{ thresholdFen: 50_000, reductionFen: 8_000 }] },
            ],
            shippingRule: rule,
            coupons: cs,
            ...(couponPick === undefined ? {} : { couponId: couponPick === 0 ? null : couponPick }),
            vouchers: vs,
            voucherId,
          });
          expect(s.payFen).toBeGreaterThanOrEqual(s.shippingFen);
          expect(s.couponFen + s.voucherFen).toBeLessThanOrEqual(s.couponEligibleFen);
          expect(s.payFen).toBe(
            s.goodsFen - s.reductionFen - s.couponFen - s.voucherFen + s.shippingFen,
          );
          const sum = (k: 'reductionFen' | 'couponFen' | 'voucherFen') =>
            s.lines.reduce((n, p) => n + p[k], 0);
          expect(sum('reductionFen')).toBe(s.reductionFen);
          expect(sum('couponFen')).toBe(s.couponFen);
          expect(sum('voucherFen')).toBe(s.voucherFen);
          s.lines.forEach((p, i) => {
            expect(p.reductionFen + p.couponFen + p.voucherFen).toBeLessThanOrEqual(p.amountFen);
            if (!p.counts) expect(p.reductionFen + p.couponFen + p.voucherFen).toBe(0);
            if (p.couponFen > 0) expect(couponAppliesTo(s.coupon!, lines[i]!)).toBe(true);
          });
          if (s.coupon) {
            // Its threshold is reached by its own lines after their 满减.
            const own = s.lines
              .filter((p, i) => p.counts && couponAppliesTo(s.coupon!, lines[i]!))
              .reduce((n, p) => n + p.amountFen - p.reductionFen, 0);
            expect(own).toBeGreaterThanOrEqual(s.coupon.minSpendFen);
            expect(own).toBeGreaterThanOrEqual(s.coupon.amountFen);
          }
          if (s.voucher) expect(s.voucherFen).toBeLessThanOrEqual(s.voucher.amountFen);
          if (voucherId === null) expect(s.voucherFen).toBe(0);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});
