import { describe, expect, it } from 'vitest';
import { refusalMessage } from './buy-rules.ts';
import { shopMonthStart } from './shop-day.ts';
import { specialLimitRefusal } from './special-compound.ts';

const goods = (orderLimit: number, monthLimit: number) => ({
  goodsId: 7,
  name: '新康泰克',
  unit: '盒',
  orderLimit,
  monthLimit,
});

describe('the special-compound limits', () => {
  it('refuses the order past its own limit first, naming the rule', () => {
    const r = specialLimitRefusal({ goods: goods(2, 5), quantity: 3, boughtThisMonth: 5 });
    expect(r).toEqual({
      reason: 'special_order_limit',
      limit: 2,
      goodsId: 7,
      name: '新康泰克',
      unit: '盒',
    });
    expect(refusalMessage(r!)).toBe('含特殊药品复方制剂：每单限购2盒（新康泰克）');
  });

  it('counts the month with this order', () => {
    expect(specialLimitRefusal({ goods: goods(0, 5), quantity: 2, boughtThisMonth: 3 })).toBeNull();
    const r = specialLimitRefusal({ goods: goods(0, 5), quantity: 3, boughtThisMonth: 3 });
    expect(refusalMessage(r!)).toBe('含特殊药品复方制剂：每月限购5盒，本月已购3盒（新康泰克）');
  });

  it('takes 0 as no limit', () => {
    expect(
      specialLimitRefusal({ goods: goods(0, 0), quantity: 10_000, boughtThisMonth: 1e6 }),
    ).toBeNull();
  });
});

describe('shopMonthStart', () => {
  it('is Beijing midnight on the 1st, whatever the UTC day', () => {
    // 2026-11-30 17:00 UTC is already 1 December in Beijing.
    expect(shopMonthStart(Date.parse('2026-11-30T17:00:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(shopMonthStart(Date.parse('2026-11-30T15:59:59Z')).toISOString()).toBe(
      '2026-10-31T16:00:00.000Z',
    );
  });
});
