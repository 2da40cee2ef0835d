import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRunning, windowState, windowsOverlap } from './promo-window.ts';

const at = (h: number) => new Date(Date.UTC(2026, 10, 28, h));
const w = (from: number, to: number, enabled = true) => ({
  startsAt: at(from),
  endsAt: at(to),
  enabled,
});

describe('a promotion window', () => {
  it('runs from its start up to, not at, its end', () => {
    expect(windowState(w(10, 12), at(9))).toBe('upcoming');
    expect(windowState(w(10, 12), at(10))).toBe('running');
    expect(windowState(w(10, 12), at(11))).toBe('running');
    expect(windowState(w(10, 12), at(12))).toBe('ended');
  });

  it('switched off, is stopped whatever the clock says', () => {
    for (const h of [9, 11, 13]) expect(windowState(w(10, 12, false), at(h))).toBe('stopped');
    expect(isRunning(w(10, 12, false), at(11))).toBe(false);
  });

  it('takes the time as a Date or as milliseconds', () => {
    expect(isRunning(w(10, 12), at(11).getTime())).toBe(true);
  });
});

describe('two windows', () => {
  it('overlap when each starts before the other ends', () => {
    expect(windowsOverlap(w(10, 12), w(11, 13))).toBe(true);
    expect(windowsOverlap(w(10, 14), w(11, 12))).toBe(true);
  });

  it('that only touch do not overlap', () => {
    expect(windowsOverlap(w(10, 12), w(12, 14))).toBe(false);
    expect(windowsOverlap(w(12, 14), w(10, 12))).toBe(false);
  });

  it('overlap the same way whichever is named first', () => {
    const hours = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 5 }));
    fc.assert(
      fc.property(hours, hours, ([a, la], [b, lb]) => {
        const x = w(a, a + la);
        const y = w(b, b + lb);
        expect(windowsOverlap(x, y)).toBe(windowsOverlap(y, x));
        // They overlap exactly when some hour's middle lies in both.
        const shared = Array.from({ length: 26 }, (_, h) => h + 0.5).some(
          (h) => h >= a && h < a + la && h >= b && h < b + lb,
        );
        expect(windowsOverlap(x, y)).toBe(shared);
      }),
    );
  });
});
