import { describe, expect, it } from 'vitest';
import type { LineKind } from './line-kind.ts';
import { checkoutRegistry } from './registry.ts';

// The registry is the only way a promotion joins a purchase: a line type
// belongs to one kind, and two parts never share a name (their reads are
// keyed by it).

const kind = (id: number, name: string): LineKind => ({
  id,
  name,
  goodsRules: true,
  inActivity: false,
  modifiable: false,
  offer: () => 100,
});

describe('the checkout registry', () => {
  it('gives a line type to one kind only', () => {
    const r = checkoutRegistry();
    r.kind(kind(7, 'seven'));
    expect(() => r.kind(kind(7, 'another'))).toThrow("line kind 7 is seven's");
    expect(r.kindOf(7)?.name).toBe('seven');
    expect(r.kindOf(8)).toBeUndefined();
  });

  it('refuses a second part under a name already taken', () => {
    const r = checkoutRegistry();
    r.kind(kind(7, 'seven'));
    expect(() =>
      r.modifier({
        name: 'seven',
        reads: { now: async () => null, cached: async () => null },
        modify: () => null,
        promo: { kind: 'welfare' },
        marks: {},
      }),
    ).toThrow('name "seven" is taken');
  });

  it('takes one discounts provider and one shipping credit, and says when none was given', () => {
    const r = checkoutRegistry();
    expect(() => r.discountsOf()).toThrow('no discounts registered');
    expect(r.creditOf()).toBeUndefined();
    const credit = {
      part: () => ({ sql: undefined as never, parse: () => 0 }),
      now: async () => 0,
      cached: async () => 0,
    };
    r.shippingCredit(credit);
    expect(() => r.shippingCredit(credit)).toThrow('registered once');
  });
});
