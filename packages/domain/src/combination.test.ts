import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PackageItem, packageSaving, splitPackageLine } from './combination.ts';

const items = fc.array(
  fc.record({
    goodsId: fc.integer({ min: 1, max: 1000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    unitPriceFen: fc.integer({ min: 0, max: 500_000 }),
  }),
  { minLength: 1, maxLength: 8 },
);

/** A line's money: discounts that together stay within the amount, as priceCart makes them. */
const money = fc
  .tuple(
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.nat(),
    fc.nat(),
    fc.nat(),
  )
  .map(([number, amountFen, a, b, c]) => {
    const reductionFen = a % (amountFen + 1);
    const couponFen = b % (amountFen - reductionFen + 1);
    const voucherFen = c % (amountFen - reductionFen - couponFen + 1);
    return { number, amountFen, reductionFen, couponFen, voucherFen };
  });

describe('combination packages', () => {
  it('saves what the goods cost alone minus the package price, never below 0', () => {
    const two: PackageItem[] = [
      { goodsId: 1, quantity: 2, unitPriceFen: 1000 },
      { goodsId: 2, quantity: 1, unitPriceFen: 500 },
    ];
    expect(packageSaving(two, 2000)).toEqual({ aloneFen: 2500, savingFen: 500 });
    expect(packageSaving(two, 3000)).toEqual({ aloneFen: 2500, savingFen: 0 });
  });

  it('splits ¥20 for 2 packages of 2×¥10 + 1×¥5 as 16 and 4 yuan', () => {
    const parts = splitPackageLine(
      { number: 2, amountFen: 4000, reductionFen: 0, couponFen: 300, voucherFen: 0 },
      [
        { goodsId: 1, quantity: 2, unitPriceFen: 1000 },
        { goodsId: 2, quantity: 1, unitPriceFen: 500 },
      ],
    );
    expect(parts).toEqual([
      { goodsId: 1, quantity: 4, amountFen: 3200, reductionFen: 0, couponFen: 240, voucherFen: 0 },
      { goodsId: 2, quantity: 2, amountFen: 800, reductionFen: 0, couponFen: 60, voucherFen: 0 },
    ]);
  });

  it('parts add up to the line in every column, none negative, discounts within each amount', () => {
    fc.assert(
      fc.property(items, money, (its, line) => {
        const parts = splitPackageLine(line, its);
        const sum = (k: 'amountFen' | 'reductionFen' | 'couponFen' | 'voucherFen') =>
          parts.reduce((n, p) => n + p[k], 0);
        expect(sum('amountFen')).toBe(line.amountFen);
        expect(sum('reductionFen')).toBe(line.reductionFen);
        expect(sum('couponFen')).toBe(line.couponFen);
        expect(sum('voucherFen')).toBe(line.voucherFen);
        parts.forEach((p, i) => {
          expect(p.quantity).toBe(its[i]!.quantity * line.number);
          expect(
            Math.min(p.amountFen, p.reductionFen, p.couponFen, p.voucherFen),
          ).toBeGreaterThanOrEqual(0);
          expect(p.reductionFen + p.couponFen + p.voucherFen).toBeLessThanOrEqual(p.amountFen);
        });
      }),
    );
  });

  it('the buyer never pays more for a package than for its goods alone when it saves', () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 1, max: 10_000_000 }), (its, price) => {
        const { aloneFen, savingFen } = packageSaving(its, price);
        if (savingFen > 0) expect(price).toBeLessThan(aloneFen);
        expect(savingFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
