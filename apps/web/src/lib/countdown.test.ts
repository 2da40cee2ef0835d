import { describe, expect, it } from 'vitest';
import { remaining } from './countdown';

describe('remaining', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const end = Date.UTC(2026, 10, 25, 12, 0, 0);
    const now = end - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 400;
    expect(remaining(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
  });

  it('shows zeros at and after the end', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
    expect(remaining(1_000, 1_000)).toEqual(zeros);
    expect(remaining(1_000, 99_000)).toEqual(zeros);
  });
});
