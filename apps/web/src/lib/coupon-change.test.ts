import type { CartCoupon } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { couponChange, couponShortText } from './coupon-change';

const coupon = (id: number, name: string, usable: 0 | 1, need = '0.00'): CartCoupon => ({
  id,
  name,
  amount: '0.00',
  min_amount: '0.00',
  status: 0,
  end_time: '2026-12-31T00:00:00.000Z',
  scope_text: '全场通用',
  usable,
  need,
});
const big = (usable: 0 | 1, need = '0.00') => coupon(1, '满1000减60', usable, need);
const small = (usable: 0 | 1) => coupon(2, '满500减20', usable);

describe('couponChange', () => {
  it('tells a coupon no longer reached and the one used instead', () => {
    const before = { applied: 1, coupons: [big(1), small(1)] };
    const after = { applied: 2, coupons: [big(0, '48.30'), small(1)] };
    expect(couponChange(before, after, undefined)).toBe(
      '优惠券「满1000减60」已不满足使用条件（还差¥48.30），已改用「满500减20」',
    );
  });

  it('tells when no coupon is left to use', () => {
    const before = { applied: 1, coupons: [big(1)] };
    const after = { applied: 0, coupons: [big(0, '5.00')] };
    expect(couponChange(before, after, 1)).toBe(
      '优惠券「满1000减60」已不满足使用条件（还差¥5.00），本单暂不使用优惠券',
    );
  });

  it('tells when a better coupon is applied, or one is applied where none was', () => {
    expect(
      couponChange(
        { applied: 2, coupons: [big(0), small(1)] },
        { applied: 1, coupons: [big(1), small(1)] },
        undefined,
      ),
    ).toBe('已为您改用优惠更多的「满1000减60」');
    expect(
      couponChange(
        { applied: 0, coupons: [small(0)] },
        { applied: 2, coupons: [small(1)] },
        undefined,
      ),
    ).toBe('已为您选用优惠券「满500减20」');
  });

  it("says nothing when nothing changed or the change is the buyer's own choice", () => {
    const a = { applied: 1, coupons: [big(1), small(1)] };
    expect(couponChange(a, a, undefined)).toBeNull();
    expect(couponChange(a, { ...a, applied: 2 }, 2)).toBeNull();
    expect(couponChange(a, { ...a, applied: 0 }, 0)).toBeNull();
  });
});

describe('couponShortText', () => {
  it('says how much more counts for an unusable coupon only', () => {
    expect(couponShortText(big(0, '48.30'))).toBe('还差¥48.30');
    expect(couponShortText(big(1))).toBe('');
  });
});
