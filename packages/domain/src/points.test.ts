import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsForPaid, pointsToReverse } from './points.ts';

describe('points earned', () => {
  it('gives one point per whole yuan: 99.99 earns 99, 100.00 earns 100, 0.99 none', () => {
    expect(pointsForPaid(9_999)).toBe(99);
    expect(pointsForPaid(10_000)).toBe(100);
    expect(pointsForPaid(99)).toBe(0);
    expect(pointsForPaid(0)).toBe(0);
    expect(pointsForPaid(-500)).toBe(0);
  });

  it('never rounds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (fen) => {
        const p = pointsForPaid(fen);
        expect(p * 100).toBeLessThanOrEqual(fen);
        expect((p + 1) * 100).toBeGreaterThan(fen);
      }),
    );
  });
});

/** Refund amounts that add up to at most the basis, in order. */
const refundsOf = (basis: number) =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, basis) }), { maxLength: 12 }).map((parts) => {
    const out: number[] = [];
    let left = basis;
    for (const p of parts) {
      const take = Math.min(p, left);
      if (take > 0) out.push(take);
      left -= take;
    }
    return out;
  });

/** Runs refunds one after another as the server does; the points taken by each. */
function reverseAll(earned: number, basisFen: number, refunds: number[]) {
  let refundedFen = 0;
  let reversed = 0;
  return refunds.map((fen) => {
    refundedFen += fen;
    const due = pointsToReverse({ earned, basisFen, refundedFen, reversed });
    reversed += due;
    return due;
  });
}

const order = fc
  .integer({ min: 0, max: 2_000_000_000 })
  .chain((basis) => fc.tuple(fc.constant(basis), refundsOf(basis)));

describe('points taken back on refunds', () => {
  it('takes back in proportion: 1/3 then 2/3 of ¥100.00 take 33 then 67 of 100', () => {
    expect(reverseAll(100, 10_000, [3_333, 6_667])).toEqual([33, 67]);
    // Three thirds: floors of the running total, not of each part.
    expect(reverseAll(100, 9_999, [3_333, 3_333, 3_333])).toEqual([33, 33, 34]);
    expect(reverseAll(0, 50, [50])).toEqual([0]);
  });

  it('sums to floor(earned × refunded / basis) of the total, never more than earned', () => {
    fc.assert(
      fc.property(order, ([basis, refunds]) => {
        const earned = pointsForPaid(basis);
        const taken = reverseAll(earned, basis, refunds);
        const refunded = refunds.reduce((a, f) => a + f, 0);
        const sum = taken.reduce((a, p) => a + p, 0);
        expect(sum).toBeLessThanOrEqual(earned);
        expect(BigInt(sum) * BigInt(Math.max(1, basis))).toBeLessThanOrEqual(
          BigInt(earned) * BigInt(refunded),
        );
        if (basis > 0)
          expect(sum).toBe(Number((BigInt(earned) * BigInt(refunded)) / BigInt(basis)));
        for (const p of taken) expect(p).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('takes back everything earned once everything is refunded', () => {
    fc.assert(
      fc.property(order, ([basis, refunds]) => {
        const rest = basis - refunds.reduce((a, f) => a + f, 0);
        const earned = pointsForPaid(basis);
        const taken = reverseAll(earned, basis, rest > 0 ? [...refunds, rest] : refunds);
        if (basis > 0) expect(taken.reduce((a, p) => a + p, 0)).toBe(earned);
      }),
    );
  });

  it('counts a refund past the basis as the whole basis, and nothing twice', () => {
    expect(pointsToReverse({ earned: 10, basisFen: 1_000, refundedFen: 5_000, reversed: 0 })).toBe(
      10,
    );
    expect(pointsToReverse({ earned: 10, basisFen: 1_000, refundedFen: 1_000, reversed: 10 })).toBe(
      0,
    );
    expect(pointsToReverse({ earned: 10, basisFen: 1_000, refundedFen: 100, reversed: 4 })).toBe(0);
  });
});
