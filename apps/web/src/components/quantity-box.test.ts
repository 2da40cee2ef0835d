import { describe, expect, it } from 'vitest';
import {
  goodsQuantityRules,
  initialQuantity,
  isUnorderable,
  stepQuantity,
  typedQuantity,
  typingText,
} from './quantity-box';

// zbz 10, stock 95, limit 0, minimum 15: step 10, min 20, max 95 (largest 90).
const goods = { number: 95, zbz: 10, xg_number: 0, qg_number: 15, is_buy: 1 as const };
const rules = goodsQuantityRules(goods);

describe('quantity box', () => {
  it('starts at the minimum rounded up to the step', () => {
    expect(initialQuantity(rules)).toBe(20);
  });

  it('steps by the mid-pack quantity and never below the minimum', () => {
    expect(stepQuantity(20, 1, rules)).toEqual({ value: 30, notice: null });
    expect(stepQuantity(20, -1, rules)).toEqual({ value: 20, notice: null });
  });

  it('stops at the largest multiple of the step under the cap and says so', () => {
    expect(stepQuantity(80, 1, rules)).toEqual({ value: 90, notice: null });
    expect(stepQuantity(90, 1, rules)).toEqual({ value: 90, notice: '已达最大购买量' });
  });

  it('takes a typed value on the step as it is, without a word', () => {
    expect(typedQuantity('50', 20, rules)).toEqual({ value: 50, notice: null });
  });

  it('rounds a typed value down to the step and says so', () => {
    expect(typedQuantity('57', 20, rules)).toEqual({ value: 50, notice: '已按中包装调整为50' });
  });

  it('caps a typed value at the largest quantity allowed and says so', () => {
    expect(typedQuantity('500', 20, rules)).toEqual({
      value: 90,
      notice: '已调整为最大可购数量90',
    });
  });

  it('raises a typed value to the minimum and says so', () => {
    expect(typedQuantity('3', 20, rules)).toEqual({ value: 20, notice: '起购数量为20' });
    expect(typedQuantity('0', 20, rules)).toEqual({ value: 20, notice: '起购数量为20' });
  });

  it('keeps the previous value for empty or non-numeric text', () => {
    expect(typedQuantity('', 40, rules)).toEqual({ value: 40, notice: null });
    expect(typedQuantity('abc', 40, rules)).toEqual({ value: 40, notice: null });
  });

  it('honours the purchase limit below stock', () => {
    const limited = goodsQuantityRules({ ...goods, xg_number: 45 });
    expect(typedQuantity('60', 20, limited)).toEqual({
      value: 40,
      notice: '已调整为最大可购数量40',
    });
  });

  it('is disabled for goods that cannot be bought', () => {
    expect(isUnorderable(goodsQuantityRules({ ...goods, is_buy: 0 }))).toBe(true);
    expect(isUnorderable(goodsQuantityRules({ ...goods, number: 0 }))).toBe(true);
    expect(isUnorderable(goodsQuantityRules({ ...goods, zbz: 0 }))).toBe(true);
    // The minimum (20) is above what the stock allows (15).
    expect(isUnorderable(goodsQuantityRules({ ...goods, number: 15 }))).toBe(true);
    expect(isUnorderable(rules)).toBe(false);
  });

  it('keeps digits only while typing', () => {
    expect(typingText('1a2.5')).toBe('125');
    expect(typingText('-3')).toBe('3');
  });
});
