import { describe, expect, it } from 'vitest';
import { type LineCheck, lineRefusal, refusalMessage } from './buy-rules.ts';

const check = (over: Partial<LineCheck> = {}, goods: Partial<LineCheck['goods']> = {}) =>
  lineRefusal({
    goods: {
      goodsId: 7,
      name: '阿莫西林胶囊',
      unit: '盒',
      stock: 500,
      midPackQuantity: 10,
      purchaseLimit: 0,
      purchaseMinimum: 0,
      buyable: true,
      ...goods,
    },
    groupBuy: false,
    quantity: 20,
    otherLineQuantity: 0,
    originalPrice: false,
    activity: null,
    boughtInActivity: 0,
    ...over,
  });

describe('lineRefusal', () => {
  it('passes a number on the step within stock and limits', () => {
    expect(check()).toBeNull();
  });

  it('reports the quantity problem with the stock that is left', () => {
    expect(check({ quantity: 600 })).toMatchObject({
      reason: 'quantity',
      problem: { kind: 'over_stock', available: 500 },
      goodsId: 7,
    });
    expect(check({ quantity: 15 })).toMatchObject({ problem: { kind: 'not_step', step: 10 } });
  });

  it('counts the purchase limit over both lines of the goods', () => {
    expect(check({ quantity: 20, otherLineQuantity: 10 }, { purchaseLimit: 20 })).toMatchObject({
      reason: 'purchase_limit',
      limit: 20,
    });
  });

  it('counts the activity limit with what the company already bought in it', () => {
    const activity = { id: 3, limit: 200 };
    expect(check({ quantity: 200, activity })).toBeNull();
    expect(check({ quantity: 200, activity, boughtInActivity: 10 })).toMatchObject({
      reason: 'activity_limit',
      limit: 200,
      bought: 10,
    });
    // At the original price the activity's limit does not apply.
    expect(
      check({ quantity: 200, activity, boughtInActivity: 200, originalPrice: true }),
    ).toBeNull();
  });

  it('refuses the original price for goods in no activity', () => {
    expect(check({ originalPrice: true })).toMatchObject({ reason: 'no_activity' });
  });

  it('words the activity limit as the spec does', () => {
    const r = check({ quantity: 210, activity: { id: 3, limit: 200 } });
    expect(r && refusalMessage(r)).toBe('数量超过活动限购200，可原价购买');
  });
});
