import { describe, expect, it } from 'vitest';
import { addDays, shopDay, shopDayStart } from './shop-day.ts';

describe("the shop's day", () => {
  it('is the Beijing calendar day, not the UTC one', () => {
    // 23:30 and 00:30 Beijing time: both 15:30 / 16:30 UTC of the same UTC day.
    expect(shopDay(new Date('2026-02-28T23:30:00+08:00'))).toBe('2026-02-28');
    expect(shopDay(new Date('2026-03-01T00:30:00+08:00'))).toBe('2026-03-01');
    expect(new Date('2026-03-01T00:30:00+08:00').toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(shopDay(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('starts at Beijing midnight', () => {
    expect(shopDayStart('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(shopDay(shopDayStart('2026-03-01'))).toBe('2026-03-01');
    expect(shopDay(shopDayStart('2026-03-01').getTime() - 1)).toBe('2026-02-28');
  });

  it('counts calendar days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
