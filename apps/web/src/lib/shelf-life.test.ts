import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { shelfLifeLeft } from './shelf-life';

describe('shelfLifeLeft', () => {
  const today = dayjs('2026-11-25');
  it('counts days under three months and months after', () => {
    expect(shelfLifeLeft('2026-12-10', today)).toBe('剩余效期 15 天');
    expect(shelfLifeLeft('2026-11-25', today)).toBe('剩余效期 0 天');
    expect(shelfLifeLeft('2027-05-30', today)).toBe('剩余效期 6 个月');
  });
  it('says when it has passed, and nothing for a date it cannot read', () => {
    expect(shelfLifeLeft('2026-11-24', today)).toBe('已过期');
    expect(shelfLifeLeft('', today)).toBeNull();
    expect(shelfLifeLeft('不详', today)).toBeNull();
  });
});
