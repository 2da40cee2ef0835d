import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuantity, clampQuantity, type QuantityGoods, quantityRules } from './quantity.ts';

const goods = (patch: Partial<QuantityGoods> = {}): QuantityGoods => ({
  stock: 100,
  midPackQuantity: 10,
  purchaseLimit: 0,
  purchaseMinimum: 0,
  buyable: true,
  ...patch,
});

describe('quantityRules', () => {
  it('steps by the mid-pack quantity and rounds the minimum up to it', () => {
    expect(quantityRules(goods({ purchaseMinimum: 15 }))).toEqual({
      step: 10,
      min: 20,
      max: 100,
      disabled: false,
    });
  });
  it('caps the maximum at the purchase limit unless it is 0 or over stock', () => {
    expect(quantityRules(goods({ purchaseLimit: 30 })).max).toBe(30);
    expect(quantityRules(goods({ purchaseLimit: 0 })).max).toBe(100);
    expect(quantityRules(goods({ purchaseLimit: 500 })).max).toBe(100);
  });
  it('is disabled when not buyable, out of stock or without a mid-pack quantity', () => {
    expect(quantityRules(goods({ buyable: false })).disabled).toBe(true);
    expect(quantityRules(goods({ stock: 0 })).disabled).toBe(true);
    expect(quantityRules(goods({ midPackQuantity: 0 })).disabled).toBe(true);
  });
  it('fixes group-buy quantities at the limit', () => {
    const r = quantityRules(goods({ purchaseLimit: 20 }), true);
    expect([r.min, r.max]).toEqual([20, 20]);
  });
});

describe('clampQuantity', () => {
  it('caps at the maximum and rounds down to the step', () => {
    const r = quantityRules(goods({ stock: 95 }));
    expect(clampQuantity(1000, r)).toBe(90);
    expect(clampQuantity(37, r)).toBe(30);
    expect(clampQuantity(3, r)).toBe(10);
  });
  it('always lands on an orderable quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -10, max: 1000 }),
        (stock, step, limit, minimum, typed) => {
          const g = goods({
            stock,
            midPackQuantity: step,
            purchaseLimit: limit,
            purchaseMinimum: minimum,
          });
          const r = quantityRules(g);
          const n = clampQuantity(typed, r);
          if (n === 0) return; // nothing orderable (e.g. stock below one step)
          expect(n % step).toBe(0);
          expect(n).toBeLessThanOrEqual(r.max);
          expect(checkQuantity(n, g)).toBeNull();
        },
      ),
    );
  });
});

describe('checkQuantity', () => {
  it('names each problem', () => {
    const g = goods({ stock: 50, purchaseLimit: 30, purchaseMinimum: 20 });
    expect(checkQuantity(0, g)?.kind).toBe('not_integer');
    expect(checkQuantity(-10, g)?.kind).toBe('not_integer');
    expect(checkQuantity(10.5, g)?.kind).toBe('not_integer');
    expect(checkQuantity(15, g)).toEqual({ kind: 'not_step', step: 10 });
    expect(checkQuantity(10, g)).toEqual({ kind: 'below_min', min: 20 });
    expect(checkQuantity(40, g)).toEqual({ kind: 'over_limit', limit: 30 });
    expect(checkQuantity(60, goods({ stock: 50 }))).toEqual({ kind: 'over_stock', available: 50 });
    expect(checkQuantity(10, goods({ stock: 0 }))).toEqual({ kind: 'over_stock', available: 0 });
    expect(checkQuantity(10, goods({ buyable: false }))?.kind).toBe('not_buyable');
    expect(checkQuantity(20, g)).toBeNull();
  });
});
