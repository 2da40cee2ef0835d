import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUnitsShareFen, quantityShareFen } from './share.ts';

const line = (amountFen: number, quantity: number) => ({
  amountFen,
  reductionFen: 0,
  couponFen: 0,
  voucherFen: 0,
  quantity,
});

describe('the share of units asked back', () => {
  it('gives the whole share when partial requests add up to the line', () => {
    // ¥2,331.31 over 7 units: 1 unit is 333.04, the other 6 must be 1,998.27, not 1,998.26.
    const l = line(233_131, 7);
    const first = nextUnitsShareFen(l, 0, 1);
    expect(first).toBe(quantityShareFen(l, 1));
    expect(first + nextUnitsShareFen(l, 1, 6)).toBe(233_131);
  });

  it('never gives more than the line, and exactly it once every unit is asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 }),
        (amount, parts) => {
          const n = parts.reduce((a, b) => a + b, 0);
          const l = line(amount, n);
          let before = 0;
          let total = 0;
          for (const q of parts) {
            const fen = nextUnitsShareFen(l, before, q);
            expect(fen).toBeGreaterThanOrEqual(0);
            total += fen;
            before += q;
            expect(total).toBeLessThanOrEqual(amount);
          }
          expect(total).toBe(amount);
        },
      ),
    );
  });
});
