import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './split.ts';

const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 });

describe('splitting by largest remainder', () => {
  it('splits 10 over three equal lines as 4, 3, 3 and 100 over 1:1:1 as 34, 33, 33', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(100, [500, 500, 500])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(30, [1000, 500])).toEqual([20, 10]);
    expect(splitByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
  });

  it('gives the leftover fen to the largest remainders', () => {
    // exact shares 7.5, 1.5, 1.0: one fen left goes to the first 0.5 remainder
    expect(splitByLargestRemainder(10, [750, 150, 100])).toEqual([8, 1, 1]);
  });

  it('adds up to the whole, never negative, each within one fen of its exact share', () => {
    fc.assert(
      fc.property(weights, fc.integer({ min: 0, max: 100_000_000 }), (ws, total) => {
        fc.pre(ws.some((w) => w > 0));
        const parts = splitByLargestRemainder(total, ws);
        const sum = ws.reduce((a, w) => a + w, 0);
        expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(Math.abs(p - (total * ws[i]!) / sum)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });

  it('never takes more off a line than the line is worth while the total fits', () => {
    fc.assert(
      fc.property(weights, fc.double({ min: 0, max: 1, noNaN: true }), (ws, ratio) => {
        const sum = ws.reduce((a, w) => a + w, 0);
        fc.pre(sum > 0);
        const total = Math.floor(sum * ratio);
        splitByLargestRemainder(total, ws).forEach((p, i) => {
          expect(p).toBeLessThanOrEqual(ws[i]!);
        });
      }),
    );
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByLargestRemainder(5, [0, 0])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => splitByLargestRemainder(1, [-1, 2])).toThrow(RangeError);
  });
});
