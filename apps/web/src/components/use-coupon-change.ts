import type { CartCoupon } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { type CouponAnswer, couponChange } from '../lib/coupon-change';

/**
 * The last change of the coupon in effect that the buyer did not ask for,
 * in words (null: none). `asked`: the buyer's own choice, if any.
 */
export function useCouponChange(
  applied: number,
  coupons: readonly CartCoupon[],
  asked?: number,
): string | null {
  const last = useRef<CouponAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { applied, coupons };
    if (!before || before.applied === applied) return;
    setNotice(couponChange(before, { applied, coupons }, asked));
  }, [applied, coupons, asked]);
  return notice;
}
