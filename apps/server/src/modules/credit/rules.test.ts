import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageDebts,
  beijingDay,
  bucketOf,
  lastStatementDate,
  nextStatementDate,
} from './rules.ts';

describe('statement calendar', () => {
  it('finds the last and next statement day around month ends', () => {
    expect(lastStatementDate('2026-11-29', 1)).toBe('2026-11-01');
    expect(lastStatementDate('2026-01-05', 10)).toBe('2025-12-10');
    expect(lastStatementDate('2026-03-28', 28)).toBe('2026-03-28');
    expect(nextStatementDate('2026-11-29', 1)).toBe('2026-12-01');
    expect(nextStatementDate('2026-12-20', 25)).toBe('2026-12-25');
    expect(nextStatementDate('2026-12-25', 25)).toBe('2027-01-25');
    expect(addDays('2026-02-20', 10)).toBe('2026-03-02');
  });
  it('counts the day in Beijing', () => {
    expect(beijingDay(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-29');
    expect(beijingDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
  });
});

describe('ageing', () => {
  it('puts each day late in its bucket', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(bucketOf)).toEqual([
      'not_due',
      'd1_30',
      'd1_30',
      'd31_60',
      'd31_60',
      'd61_90',
      'd61_90',
      'd90_plus',
    ]);
  });
  it('settles the oldest debt first', () => {
    const a = ageDebts(
      [
        { amountFen: 500, due: '2026-11-20' },
        { amountFen: 1000, due: '2026-08-01' },
        { amountFen: 700, due: null },
        { amountFen: -200, due: '2026-11-20' },
      ],
      900,
      '2026-11-29',
    );
    // 1100 pays the 90+ debt (1000) and 100 of the 9-day one.
    expect(a).toMatchObject({ d90_plus: 0, d1_30: 400, not_due: 700, overdueFen: 400 });
    expect(a.maxDaysOverdue).toBe(9);
  });
});
