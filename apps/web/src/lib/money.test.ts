import { describe, expect, it } from 'vitest';
import { coversAmount, isPositiveYuan, signedYuan } from './money';

describe('money display helpers', () => {
  it('tells a positive amount from zero and junk', () => {
    expect(isPositiveYuan('20.00')).toBe(true);
    expect(isPositiveYuan('0.01')).toBe(true);
    expect(isPositiveYuan('0.00')).toBe(false);
    expect(isPositiveYuan('')).toBe(false);
    expect(isPositiveYuan(null)).toBe(false);
    expect(isPositiveYuan('-5.00')).toBe(false);
  });

  it('compares a balance with an amount in whole fen', () => {
    expect(coversAmount('100.00', '100.00')).toBe(true);
    expect(coversAmount('100.00', '100.01')).toBe(false);
    // 0.1 + 0.2 style float errors cannot creep in.
    expect(coversAmount('0.30', '0.30')).toBe(true);
    expect(coversAmount(undefined, '1.00')).toBe(false);
    expect(coversAmount('1.00', undefined)).toBe(false);
  });

  it('signs ledger amounts', () => {
    expect(signedYuan('100.00')).toBe('+100.00');
    expect(signedYuan('-12.50')).toBe('-12.50');
  });
});
