import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CashBackTier,
  cashBackProgress,
  tierIncrements,
  welfareUnitPrice,
} from './welfare.ts';

describe('94折 unit price', () => {
  it('takes 6% off and drops the fraction of a fen: 12.34 -> 11.59, 1.00 -> 0.94, 0.01 -> 0.00', () => {
    expect(welfareUnitPrice(1234)).toBe(1159);
    expect(welfareUnitPrice(100)).toBe(94);
    expect(welfareUnitPrice(1)).toBe(0);
    expect(welfareUnitPrice(0)).toBe(0);
    expect(welfareUnitPrice(-100)).toBe(0);
  });

  it('never rounds up, and is never more than the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (fen) => {
        const p = welfareUnitPrice(fen);
        expect(p * 100).toBeLessThanOrEqual(fen * 94);
        expect((p + 1) * 100).toBeGreaterThan(fen * 94);
        expect(p).toBeLessThanOrEqual(fen);
      }),
    );
  });

  it('never charges more for more units than 94% of their full price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (fen, n) => {
          expect(welfareUnitPrice(fen) * n * 100).toBeLessThanOrEqual(fen * n * 94);
        },
      ),
    );
  });
});

const tiersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 5 })
  .chain((thresholds) =>
    fc
      .array(fc.integer({ min: 1, max: 100_000 }), {
        minLength: thresholds.length,
        maxLength: thresholds.length,
      })
      .map((rewards) =>
        thresholds.map(
          (t, i): CashBackTier => ({ id: i + 1, thresholdFen: t, rewardFen: rewards[i]! }),
        ),
      ),
  );

describe('满额返 tiers', () => {
  const tiers: CashBackTier[] = [
    { id: 2, thresholdFen: 1_000_000, rewardFen: 12_000 },
    { id: 1, thresholdFen: 500_000, rewardFen: 5_000 },
  ];

  it('says what is still to buy for the next tier: 再购¥1000可返¥50', () => {
    expect(cashBackProgress(tiers, 400_000)).toEqual({
      reached: null,
      next: { tier: tiers[1], needFen: 100_000 },
    });
    expect(cashBackProgress(tiers, 500_000).reached).toBe(tiers[1]);
    expect(cashBackProgress(tiers, 1_200_000)).toEqual({ reached: tiers[0], next: null });
  });

  it('credits the highest tier reached once: the increments add up to its reward', () => {
    expect([...tierIncrements(tiers)]).toEqual([
      [1, 5_000],
      [2, 7_000],
    ]);
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 0, max: 20_000_000 }), (ts, spent) => {
        const inc = tierIncrements(ts);
        const held = ts.filter((t) => spent >= t.thresholdFen);
        const credited = held.reduce((s, t) => s + inc.get(t.id)!, 0);
        const best = Math.max(0, ...held.map((t) => t.rewardFen));
        expect(credited).toBeLessThanOrEqual(best);
        for (const v of inc.values()) expect(v).toBeGreaterThanOrEqual(0);
        const { reached } = cashBackProgress(ts, spent);
        if (reached) expect(spent).toBeGreaterThanOrEqual(reached.thresholdFen);
      }),
    );
  });
});
