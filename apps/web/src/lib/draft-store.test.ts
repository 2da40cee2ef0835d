import { describe, expect, it } from 'vitest';
import { continuePath, isDraftStore } from './draft-store';

describe('draft stores', () => {
  it('are the added stores still a draft; the home company never is one', () => {
    expect(isDraftStore({ review: 'draft', is_home: 0 })).toBe(true);
    expect(isDraftStore({ review: 'draft', is_home: 1 })).toBe(false);
    for (const review of ['pending', 'approved', 'rejected'] as const)
      expect(isDraftStore({ review, is_home: 0 })).toBe(false);
  });

  it('continue at /register for the home company, at /register/dd for an added store', () => {
    expect(continuePath({ is_home: 1 }, 2)).toBe('/register/step2');
    expect(continuePath({ is_home: 0 }, 2)).toBe('/register/dd/step2');
    expect(continuePath({ is_home: 0 }, 3)).toBe('/register/dd/step3');
  });
});
