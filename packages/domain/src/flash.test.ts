import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flashRefusal, flashStatus, soldPercent } from './flash.ts';

const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 10, m));
const running = { startsAt: at(0), endsAt: at(30), enabled: true, stockLeft: 10, limitPerBuyer: 2 };

describe('flash sale rules', () => {
  it('tells upcoming, running, ended and stopped sessions apart', () => {
    expect(flashStatus(running, at(-1))).toBe('upcoming');
    expect(flashStatus(running, at(0))).toBe('running');
    expect(flashStatus(running, at(30))).toBe('ended');
    expect(flashStatus({ ...running, enabled: false }, at(5))).toBe('stopped');
  });

  it('counts what the company already bought against the limit', () => {
    expect(flashRefusal(running, 1, 1, at(5))).toBeNull();
    expect(flashRefusal(running, 2, 1, at(5))).toEqual({
      reason: 'over_limit',
      limit: 2,
      bought: 1,
    });
  });

  it('refuses a sold-out goods and more than is left', () => {
    expect(flashRefusal({ ...running, stockLeft: 0 }, 1, 0, at(5))).toEqual({ reason: 'sold_out' });
    expect(flashRefusal({ ...running, stockLeft: 1, limitPerBuyer: 0 }, 3, 0, at(5))).toEqual({
      reason: 'short',
      available: 1,
    });
  });

  it('refuses outside the window before anything else', () => {
    expect(flashRefusal(running, 99, 99, at(-5))).toEqual({
      reason: 'not_running',
      status: 'upcoming',
    });
  });

  it('shows a sold share between 0 and 100 that reaches 100 only when nothing is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (total, l) => {
        const left = l % (total + 1);
        const p = soldPercent(total, left);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(p === 100).toBe(left === 0);
      }),
    );
  });
});
