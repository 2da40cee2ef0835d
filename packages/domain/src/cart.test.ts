import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartLineInput, type PriceCartOptions, priceCart } from './cart.ts';
import { fullReduction } from './pricing.ts';

const rule = { thresholdFen: 80_000, preferredThresholdFen: 50_000, feeFen: 1_000 };

const line = (over: Partial<CartLineInput> = {}): CartLineInput => ({
  id: 1,
  quantity: 10,
  unitPriceFen: 1_250,
  selected: true,
  buyable: true,
  preferred: false,
  freeShippingNumber: 0,
  activityId: null,
  ...over,
});

const opts = (over: Partial<PriceCartOptions> = {}): PriceCartOptions => ({
  activities: [],
  shippingRule: rule,
  coupons: [],
  ...over,
});

describe('priceCart', () => {
  it('prices lines at the unit price offered for them and counts only selected, buyable lines', () => {
    const s = priceCart(
      [
        line({ id: 1, quantity: 20, unitPriceFen: 1_100 }),
        line({ id: 2, selected: false }),
        line({ id: 3, buyable: false }),
      ],
      opts(),
    );
    expect(s.lines.map((l) => [l.id, l.unitPriceFen, l.amountFen, l.counts])).toEqual([
      [1, 1_100, 22_000, true],
      [2, 1_250, 12_500, false],
      [3, 1_250, 12_500, false],
    ]);
    expect(s.goodsFen).toBe(22_000);
    expect(s.selectedCount).toBe(1);
    expect(s.selectedQuantity).toBe(20);
    expect(s.shippingFen).toBe(1_000);
    expect(s.shippingRemainingFen).toBe(58_000);
    expect(s.payFen).toBe(23_000);
  });

  it('applies each activity to its own lines and says what the next tier needs', () => {
    const activities = [
      {
        id: 7,
        tiers: [
          { thresholdFen: 10_000, reductionFen: 1_000 },
          { thresholdFen: 30_000, reductionFen: 4_000 },
        ],
      },
    ];
    const s = priceCart(
      [
        line({ id: 1, quantity: 20, unitPriceFen: 1_000, activityId: 7 }),
        line({ id: 2, quantity: 10, unitPriceFen: 1_000 }),
      ],
      opts({ activities }),
    );
    expect(s.activities).toEqual([
      {
        id: 7,
        amountFen: 20_000,
        reductionFen: 2_000,
        next: { missingFen: 10_000, reductionFen: 4_000 },
      },
    ]);
    expect(s.reductionFen).toBe(2_000);
    expect(s.couponEligibleFen).toBe(28_000);
  });

  it('picks the largest usable coupon unless told which one, and none when told none', () => {
    const coupons = [
      { id: 1, amountFen: 2_000, minSpendFen: 10_000 },
      { id: 2, amountFen: 5_000, minSpendFen: 100_000 },
      { id: 3, amountFen: 3_000, minSpendFen: 20_000 },
    ];
    const lines = [line({ quantity: 40 })]; // 50,000 fen
    expect(priceCart(lines, opts({ coupons })).coupon?.id).toBe(3);
    expect(priceCart(lines, opts({ coupons, couponId: 1 })).couponFen).toBe(2_000);
    expect(priceCart(lines, opts({ coupons, couponId: 2 })).couponFen).toBe(0);
    expect(priceCart(lines, opts({ coupons, couponId: null })).couponFen).toBe(0);
  });

  it('lets a line that reached its free-shipping number lower what is left to free shipping', () => {
    const s = priceCart(
      [line({ id: 1, quantity: 10, unitPriceFen: 1_000, freeShippingNumber: 10 })],
      opts(),
    );
    expect(s.freeOnTheirOwnFen).toBe(10_000);
    expect(s.shippingRemainingFen).toBe(70_000);
    expect(s.shippingFen).toBe(0);
  });

  it('charges nothing for an empty selection', () => {
    const s = priceCart([line({ selected: false })], opts());
    expect(s.payFen).toBe(0);
    expect(s.shippingFen).toBe(0);
  });

  const lineArb = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    quantity: fc.integer({ min: 0, max: 500 }),
    unitPriceFen: fc.integer({ min: 1, max: 100_000 }),
    selected: fc.boolean(),
    buyable: fc.boolean(),
    preferred: fc.boolean(),
    freeShippingNumber: fc.integer({ min: 0, max: 100 }),
    activityId: fc.constantFrom(null, 1, 2),
    goodsId: fc.integer({ min: 1, max: 6 }),
    categoryIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  });
  const tiersArb = fc.array(
    fc.record({
      thresholdFen: fc.integer({ min: 1, max: 100_000 }),
      reductionFen: fc.integer({ min: 1, max: 120_000 }),
    }),
    { maxLength: 3 },
  );
  const couponArb = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      amountFen: fc.integer({ min: 1, max: 100_000 }),
      minSpendFen: fc.integer({ min: 0, max: 200_000 }),
      scope: fc.record({
        goodsIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
        categoryIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      }),
    }),
    { maxLength: 4 },
  );

  it('never produces a negative total, and no discount exceeds what it discounts', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        tiersArb,
        tiersArb,
        couponArb,
        (lines, t1, t2, coupons) => {
          const s = priceCart(
            lines,
            opts({
              activities: [
                { id: 1, tiers: t1 },
                { id: 2, tiers: t2 },
              ],
              coupons,
            }),
          );
          for (const a of s.activities) expect(a.reductionFen).toBeLessThanOrEqual(a.amountFen);
          expect(s.reductionFen).toBeLessThanOrEqual(s.goodsFen);
          expect(s.couponFen).toBeLessThanOrEqual(s.couponEligibleFen);
          expect(s.couponEligibleFen).toBeGreaterThanOrEqual(0);
          expect(s.payFen).toBeGreaterThanOrEqual(0);
          expect(s.payFen).toBe(s.goodsFen - s.reductionFen - s.couponFen + s.shippingFen);
          const counted = s.lines.filter((l) => l.counts).reduce((n, l) => n + l.amountFen, 0);
          expect(counted).toBe(s.goodsFen);
        },
      ),
    );
  });

  it('stores every discount on the lines: the parts add up, no line goes below zero', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        tiersArb,
        tiersArb,
        couponArb,
        (lines, t1, t2, coupons) => {
          const s = priceCart(
            lines.map((l, i) => ({ ...l, id: i + 1 })),
            opts({
              activities: [
                { id: 1, tiers: t1 },
                { id: 2, tiers: t2 },
              ],
              coupons,
              vouchers: coupons.map((c) => ({ ...c, id: c.id + 100 })),
              voucherId: coupons[0] ? coupons[0].id + 100 : null,
            }),
          );
          const sum = (f: (l: (typeof s.lines)[number]) => number) =>
            s.lines.reduce((n, l) => n + f(l), 0);
          expect(sum((l) => l.reductionFen)).toBe(s.reductionFen);
          expect(sum((l) => l.couponFen)).toBe(s.couponFen);
          expect(sum((l) => l.voucherFen)).toBe(s.voucherFen);
          for (const [i, a] of [1, 2].entries()) {
            const ofA = s.lines.filter((l, k) => l.counts && lines[k]!.activityId === a);
            expect(ofA.reduce((n, l) => n + l.reductionFen, 0)).toBe(s.activities[i]!.reductionFen);
          }
          for (const l of s.lines) {
            if (!l.counts) expect([l.reductionFen, l.couponFen, l.voucherFen]).toEqual([0, 0, 0]);
            expect(
              l.amountFen - l.reductionFen - l.couponFen - l.voucherFen,
            ).toBeGreaterThanOrEqual(0);
          }
          // What the buyer pays is the lines' paid parts plus shipping.
          expect(
            sum((l) => l.amountFen - l.reductionFen - l.couponFen - l.voucherFen) + s.shippingFen,
          ).toBe(s.payFen + sum((l) => (l.counts ? 0 : l.amountFen)));
        },
      ),
    );
  });

  it('splits 满500减30 over two lines by their amounts, and a coupon over what is left', () => {
    const s = priceCart(
      [
        line({ id: 1, quantity: 10, unitPriceFen: 4_000, activityId: 1 }),
        line({ id: 2, quantity: 10, unitPriceFen: 2_000, activityId: 1 }),
        line({ id: 3, quantity: 1, unitPriceFen: 10_000 }),
      ],
      opts({
        activities: [{ id: 1, tiers: [{ thresholdFen: 50_000, reductionFen: 3_000 }] }],
        coupons: [{ id: 9, amountFen: 1_000, minSpendFen: 0 }],
      }),
    );
    expect(s.lines.map((l) => [l.reductionFen, l.couponFen])).toEqual([
      // left after 满减: 380, 190 and 100 yuan; ¥10 of coupon is 5.67, 2.84 (the
      // largest remainder, 2.8358) and 1.49
      [2_000, 567],
      [1_000, 284],
      [0, 149],
    ]);
  });

  it('never charges more with promotions than without', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        tiersArb,
        couponArb,
        (lines, tiers, coupons) => {
          const bare = priceCart(lines, opts());
          const s = priceCart(lines, opts({ activities: [{ id: 1, tiers }], coupons }));
          expect(s.payFen - s.shippingFen).toBeLessThanOrEqual(bare.payFen - bare.shippingFen);
          expect(s.goodsFen).toBe(bare.goodsFen);
        },
      ),
    );
  });

  it('takes a chosen cash voucher after the coupon, never more than is payable, split over the lines', () => {
    const lines = [
      line({ id: 1, quantity: 2, unitPriceFen: 3_000 }),
      line({ id: 2, quantity: 1, unitPriceFen: 1_000 }),
    ];
    const coupons = [{ id: 1, amountFen: 1_000, minSpendFen: 0 }];
    const vouchers = [
      { id: 8, amountFen: 2_000, minSpendFen: 0 },
      { id: 9, amountFen: 100_000, minSpendFen: 0 },
    ];
    // Not chosen: not applied.
    expect(priceCart(lines, opts({ coupons, vouchers })).voucherFen).toBe(0);
    const s = priceCart(lines, opts({ coupons, vouchers, voucherId: 8 }));
    expect([s.couponFen, s.voucherFen, s.payFen]).toEqual([1_000, 2_000, 4_000 + 1_000]);
    // ¥20 over 60 − 8.57 and 10 − 1.43: 17.14 and 2.86.
    expect(s.lines.map((l) => l.voucherFen)).toEqual([1_714, 286]);
    // A voucher larger than the payable goods amount covers it; shipping is still paid.
    const big = priceCart(lines, opts({ coupons, vouchers, voucherId: 9 }));
    expect([big.voucherFen, big.payFen]).toEqual([6_000, big.shippingFen]);
    expect(priceCart(lines, opts({ vouchers, voucherId: 77 })).voucher).toBeNull();
  });

  it('gives a scoped coupon only to the lines it names, and counts only them for its threshold', () => {
    const scoped = {
      id: 5,
      amountFen: 2_000,
      minSpendFen: 10_000,
      scope: { goodsIds: [11], categoryIds: [7] },
    };
    const lines = [
      line({ id: 1, quantity: 4, unitPriceFen: 2_000, goodsId: 11, categoryIds: [1, 2] }),
      line({ id: 2, quantity: 1, unitPriceFen: 3_000, goodsId: 12, categoryIds: [7, 3] }),
      line({ id: 3, quantity: 10, unitPriceFen: 5_000, goodsId: 13, categoryIds: [4, 5] }),
    ];
    const s = priceCart(lines, opts({ coupons: [scoped] }));
    expect(s.couponEligible.get(5)).toBe(11_000);
    expect(s.coupon?.id).toBe(5);
    // ¥20 over ¥80 and ¥30: 14.545… and 5.454…
    expect(s.lines.map((l) => l.couponFen)).toEqual([1_455, 545, 0]);
    // Without line 2 the goods it names come to ¥80: below its ¥100 threshold.
    const short = priceCart([lines[0]!, lines[2]!], opts({ coupons: [scoped] }));
    expect(short.usableCouponIds).toEqual([]);
    expect(short.couponFen).toBe(0);
    // A store-wide coupon still counts every line.
    const wide = { id: 6, amountFen: 1_000, minSpendFen: 60_000 };
    expect(priceCart(lines, opts({ coupons: [scoped, wide], couponId: 6 })).couponFen).toBe(1_000);
  });

  it('names a next tier that really raises the reduction, and none smaller', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), tiersArb, (amount, tiers) => {
        const small = tiers.map((t) => ({
          thresholdFen: (t.thresholdFen % 300) + 1,
          reductionFen: t.reductionFen,
        }));
        const s = priceCart(
          [line({ quantity: amount, unitPriceFen: 1, activityId: 1 })],
          opts({ activities: [{ id: 1, tiers: small }] }),
        );
        const a = s.activities[0]!;
        const now = fullReduction(amount, small).reductionFen;
        let brute: number | null = null;
        for (let extra = 1; extra <= 301; extra++)
          if (fullReduction(amount + extra, small).reductionFen > now) {
            brute = extra;
            break;
          }
        expect(a.next?.missingFen ?? null).toBe(brute);
      }),
    );
  });
});
