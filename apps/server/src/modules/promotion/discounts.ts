import type { Discounts } from '../checkout/index.ts';
import { type PromotionService, serializeActivity, serializeCartCoupon } from './service.ts';

// 满减 activities and coupons as the checkout funnel takes them: this module
// registers them (modules/checkout/discounts.ts), checkout imports nothing of it.

export function promotionDiscounts(promotion: PromotionService): Discounts {
  return {
    part: promotion.forOrder,
    async cached(companyId, goodsIds) {
      const [activities, coupons] = await Promise.all([
        promotion.runningCached(goodsIds),
        promotion.unusedCouponsCached(companyId),
      ]);
      // Cash vouchers are chosen at step 2; the cart page applies none.
      return { activities, coupons, vouchers: [] };
    },
    activitiesNow: promotion.running,
    activitiesCached: promotion.runningCached,
    bought: promotion.bought,
    claimLimits: promotion.claimLimits,
    releaseLimits: promotion.releaseLimits,
    consumeCoupon: promotion.consumeCoupon,
    releaseCoupon: promotion.releaseCoupon,
    forgetCoupons: promotion.forgetCoupons,
    presentActivity: serializeActivity,
    presentCoupon: serializeCartCoupon,
  };
}
