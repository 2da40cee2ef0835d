import type { CartCoupon } from '@shop/contract';

// What the buyer is told about coupons (newcomer item 9): what a coupon's
// threshold counts, and when the coupon in effect changes without the buyer
// choosing (a quantity lowered, the cart changed in another tab).

/** Shown under every coupon list: the threshold is not the goods amount. */
export const COUPON_THRESHOLD_RULE = '优惠券门槛按满减后的金额计算；限品类或限商品的券只计适用商品';

/** Beside a coupon the order does not reach: how much more counts. */
export const couponShortText = (c: Pick<CartCoupon, 'usable' | 'need'>) =>
  c.usable === 1 ? '' : `还差¥${c.need}`;

/** One answer's coupons: the one applied (0: none) and the list, as the server sent them. */
export type CouponAnswer = { applied: number; coupons: readonly CartCoupon[] };

/**
 * What changed between two answers, in the buyer's words, or null when
 * nothing did or when the change is the one the buyer asked for (`asked`,
 * their own choice; undefined when they chose nothing).
 */
export function couponChange(
  before: CouponAnswer,
  after: CouponAnswer,
  asked: number | undefined,
): string | null {
  if (before.applied === after.applied || asked === after.applied) return null;
  const now = after.coupons.find((c) => c.id === after.applied);
  const then =
    after.coupons.find((c) => c.id === before.applied) ??
    before.coupons.find((c) => c.id === before.applied);
  const instead = now ? `已改用「${now.name}」` : '本单暂不使用优惠券';
  if (!then) return now ? `已为您选用优惠券「${now.name}」` : null;
  if (then.usable !== 1 || !now)
    return `优惠券「${then.name}」已不满足使用条件${then.usable === 1 ? '' : `（${couponShortText(then)}）`}，${instead}`;
  return `已为您改用优惠更多的「${now.name}」`;
}
