import { describe, expect, it } from 'vitest';
import { checkoutPath, parseIds } from './checkout-path';

describe('checkout ids in the URL', () => {
  it('round-trips and drops junk and duplicates', () => {
    expect(checkoutPath([3, 5])).toBe('/cart/step2?ids=3,5');
    expect(parseIds('3,5')).toEqual([3, 5]);
    expect(parseIds('3,,x,-1,5,3,2.5')).toEqual([3, 5]);
    expect(parseIds(null)).toEqual([]);
  });
});
