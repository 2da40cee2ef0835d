import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAmountFen, groupExpiry, groupProgressText } from './groupbuy.ts';

describe('group-buy rules', () => {
  it('a group waits its hours, cut at the end of its activity', () => {
    const opened = new Date('2026-11-25T10:00:00Z');
    expect(groupExpiry(opened, 24, new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-11-26T10:00:00.000Z',
    );
    expect(groupExpiry(opened, 24, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe(
      '2026-11-25T12:00:00.000Z',
    );
  });

  it('a group never outlives its activity nor its hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (h, ms) => {
          const opened = new Date(1_800_000_000_000);
          const end = new Date(opened.getTime() + ms);
          const t = groupExpiry(opened, h, end).getTime();
          return t <= end.getTime() && t <= opened.getTime() + h * 3_600_000;
        },
      ),
    );
  });

  it('a place costs the group price times the fixed quantity', () => {
    expect(groupAmountFen(1990, 3)).toBe(5970);
  });

  it('says how many members are missing', () => {
    expect(groupProgressText(3, 1)).toBe('还差2人成团');
    expect(groupProgressText(3, 3)).toBe('已满员');
  });
});
