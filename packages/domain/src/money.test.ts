import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorFen, formatYuan, parseYuan } from './money.ts';

describe('formatYuan', () => {
  it('shows two decimals', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(1250)).toBe('12.50');
    expect(formatYuan(-1250)).toBe('-12.50');
  });
  it('refuses fractional fen', () => {
    expect(() => formatYuan(1.5)).toThrow(RangeError);
  });
  it('round-trips through parseYuan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (fen) => {
        expect(parseYuan(formatYuan(fen))).toBe(fen);
      }),
    );
  });
});

describe('floorFen', () => {
  it('rounds down, never up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (fen, pct) => {
          const v = floorFen((fen * pct) / 100);
          expect(v).toBeLessThanOrEqual((fen * pct) / 100 + 1e-6);
          expect(v).toBeGreaterThan((fen * pct) / 100 - 1);
        },
      ),
    );
  });
  it('absorbs binary error such as 0.94 * 1000', () => {
    expect(floorFen(0.94 * 1000)).toBe(940);
    expect(floorFen(1.15 * 100)).toBe(115);
  });
});

describe('parseYuan', () => {
  it('rejects malformed input', () => {
    for (const bad of ['', 'abc', '1.234', '-1', '1e3', '1.']) expect(parseYuan(bad)).toBeNull();
  });
});
