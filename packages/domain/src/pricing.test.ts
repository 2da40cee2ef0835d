import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  type FullReductionTier,
  fullReduction,
  shipping,
  tierUnitPrice,
  usableCoupons,
} from './pricing.ts';

const fen = fc.integer({ min: 0, max: 10_000_000 });
const tier = fc
  .record({
    thresholdFen: fc.integer({ min: 1, max: 50_000 }),
    reductionFen: fc.integer({ min: 1, max: 60_000 }),
  })
  .map((t) => t as FullReductionTier);

/** Reference: subtract the largest fitting threshold one at a time. */
function bruteForceReduction(amount: number, tiers: FullReductionTier[]): number {
  const valid = tiers
    .filter((t) => t.thresholdFen > 0 && t.reductionFen > 0)
    .map((t) => ({ ...t, reductionFen: Math.min(t.reductionFen, t.thresholdFen) }))
    .sort((a, b) => b.thresholdFen - a.thresholdFen);
  let left = amount;
  let total = 0;
  for (const t of valid) {
    while (left >= t.thresholdFen) {
      left -= t.thresholdFen;
      total += t.reductionFen;
    }
  }
  return total;
}

describe('tierUnitPrice', () => {
  const tiers = [
    { number: 10, priceFen: 900 },
    { number: 50, priceFen: 800 },
  ];
  it('uses the largest tier reached', () => {
    expect(tierUnitPrice(1, 1000, tiers)).toBe(1000);
    expect(tierUnitPrice(10, 1000, tiers)).toBe(900);
    expect(tierUnitPrice(49, 1000, tiers)).toBe(900);
    expect(tierUnitPrice(50, 1000, tiers)).toBe(800);
  });
  it('never charges more than the base price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fen,
        fc.array(fc.record({ number: fc.integer({ min: 1, max: 500 }), priceFen: fen })),
        (q, base, ts) => {
          const p = tierUnitPrice(q, base, ts);
          expect(p).toBeLessThanOrEqual(base);
          expect(p).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('fullReduction', () => {
  it('applies tiers greedily from the largest, counting repeats', () => {
    const tiers = [
      { thresholdFen: 10_000, reductionFen: 500 },
      { thresholdFen: 50_000, reductionFen: 3_000 },
    ];
    const r = fullReduction(123_400, tiers);
    // 2 x 500.00 (-60.00) then 2 x 100.00 (-10.00), 34.00 left over
    expect(r.reductionFen).toBe(7_000);
    expect(r.applied.map((a) => a.times)).toEqual([2, 2]);
  });
  it('matches the brute-force reference and never exceeds the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(tier, { maxLength: 4 }),
        (amount, tiers) => {
          const r = fullReduction(amount, tiers);
          expect(r.reductionFen).toBe(bruteForceReduction(amount, tiers));
          expect(r.reductionFen).toBeLessThanOrEqual(amount);
          expect(r.reductionFen).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('coupons', () => {
  it('offers coupons at or below the eligible total whose minimum spend is reached', () => {
    const cs = [
      { id: 1, amountFen: 1000, minSpendFen: 10_000 },
      { id: 2, amountFen: 5000, minSpendFen: 0 },
      { id: 3, amountFen: 20_000, minSpendFen: 0 },
    ];
    expect(usableCoupons(10_000, cs).map((c) => c.id)).toEqual([1, 2]);
    expect(usableCoupons(4000, cs)).toEqual([]);
  });
  it('never discounts more than the eligible total', () => {
    fc.assert(
      fc.property(fen, fen, fen, (eligible, amount, min) => {
        const d = couponDiscount(eligible, { id: 1, amountFen: amount, minSpendFen: min });
        expect(d).toBeLessThanOrEqual(eligible);
        expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('shipping', () => {
  const rule = { thresholdFen: 80_000, preferredThresholdFen: 30_000, feeFen: 1_500 };
  const line = (amountFen: number, patch = {}) => ({
    amountFen,
    quantity: 1,
    preferred: false,
    freeShippingNumber: 0,
    ...patch,
  });
  it('tells what is left to free shipping', () => {
    expect(shipping([line(50_000)], rule)).toEqual({
      feeFen: 1_500,
      remainingFen: 30_000,
      preferredRemainingFen: 0,
      freeOnTheirOwnFen: 0,
      sameDeliveryFen: 0,
    });
    expect(shipping([line(80_000)], rule).feeFen).toBe(0);
  });
  it("counts the company's goods already paid today and not shipped (no_trans_order_amount)", () => {
    // ¥600 paid earlier today, ¥300 now, threshold ¥800: the delivery is free.
    const r = shipping([line(30_000)], rule, 60_000);
    expect(r).toMatchObject({ feeFen: 0, remainingFen: 0, sameDeliveryFen: 60_000 });
    expect(shipping([line(10_000)], rule, 60_000)).toMatchObject({
      feeFen: 1_500,
      remainingFen: 10_000,
    });
  });
  it('charges no fee for an empty selection, whatever was paid earlier', () => {
    expect(shipping([], rule, 10_000).feeFen).toBe(0);
  });
  it('lets the earlier orders count toward the ordinary threshold only', () => {
    const r = shipping([line(20_000, { preferred: true })], rule, 90_000);
    expect(r.preferredRemainingFen).toBe(10_000);
    expect(r.feeFen).toBe(1_500);
  });
  it('counts goods that ship free on their own against the threshold', () => {
    const r = shipping(
      [line(50_000), line(20_000, { quantity: 10, freeShippingNumber: 10 })],
      rule,
    );
    expect(r.remainingFen).toBe(10_000);
    expect(r.freeOnTheirOwnFen).toBe(20_000);
  });
  it('uses the separate threshold for preferred goods', () => {
    const r = shipping([line(20_000, { preferred: true })], rule);
    expect(r.preferredRemainingFen).toBe(10_000);
    expect(r.feeFen).toBe(1_500);
  });
  it('never returns a negative remainder', () => {
    fc.assert(
      fc.property(fc.array(fen, { maxLength: 5 }), (amounts) => {
        const r = shipping(
          amounts.map((a) => line(a)),
          rule,
        );
        expect(r.remainingFen).toBeGreaterThanOrEqual(0);
        expect(r.preferredRemainingFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
