import type { CartCoupon } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { type CouponAnswer, couponChange } from '../lib/coupon-change';

/**
 * The last change of the coupon in effect that the buyer did not ask for,
 * in words (null: none), between the server's answers. `applied` is
 * undefined until the first answer; `asked`: the buyer's own choice, if any.
 */
export function useCouponChange(
  applied: number | undefined,
  coupons: readonly CartCoupon[] | undefined,
  asked?: number,
): string | null {
  const last = useRef<CouponAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (applied === undefined || !coupons) return;
    const before = last.current;
    last.current = { applied, coupons };
    if (!before || before.applied === applied) return;
    setNotice(couponChange(before, { applied, coupons }, asked));
  }, [applied, coupons, asked]);
  return notice;
}
