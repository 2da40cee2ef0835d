import { describe, expect, it } from 'vitest';
import { cartBadgeText, isCartPath } from './cart-badge';

describe('cartBadgeText', () => {
  it('shows nothing for an empty or unknown cart', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(undefined)).toBe('');
  });

  it('shows the count up to 99 and 99+ above', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(4321)).toBe('99+');
  });
});

describe('isCartPath', () => {
  it('matches /cart and its steps only', () => {
    expect(['/cart', '/cart/step2', '/cart/step3/12', '/cart/hm'].every(isCartPath)).toBe(true);
    expect(['/cartoon', '/list', '/order', '/'].some(isCartPath)).toBe(false);
  });
});
