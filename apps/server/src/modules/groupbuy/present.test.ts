import { describe, expect, it } from 'vitest';
import { maskName } from './present.ts';

describe('a company name as other buyers see it', () => {
  it('keeps the first two characters and the last, without the branch in brackets', () => {
    expect(maskName('康宁社区诊所')).toBe('康宁**所');
    expect(maskName('仁和大药房（朝阳店）')).toBe('仁和**房');
    expect(maskName('百姓(东城)')).toBe('百*');
    expect(maskName('药')).toBe('药*');
  });
});
