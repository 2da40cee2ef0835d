import { type CartLineInput, type CartSummary, priceCart, type ShippingRule } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Buyer } from '../../http/session.ts';
import type { ActivityRow, CouponRow } from '../promotion/repo.ts';
import { type PromotionService, toActivity, toCoupon } from '../promotion/service.ts';
import type { LineWithGoods } from './repo.ts';
import { lineBuyable } from './rules.ts';
import { readShippingRule } from './shipping-rule.ts';

export type PricedCart = {
  summary: CartSummary;
  activities: ActivityRow[];
  coupons: CouponRow[];
  shippingRule: ShippingRule;
  /** Per line, in order: what was priced (its activity, whether it is buyable). */
  inputs: CartLineInput[];
};

/** Where activities and the shipping rule come from: the transaction, or a short cache for display. */
export type PricingReads = {
  activities(ids: number[]): Promise<ActivityRow[]>;
  shippingRule(): Promise<ShippingRule>;
  coupons(companyId: number): Promise<CouponRow[]>;
};

/**
 * The domain's price of these lines. Activities, the shipping rule and the
 * buyer's coupons are read now, unless the caller passes cached reads (the
 * cart page may show them a few seconds late; step 2 and the order never do).
 */
export async function priceLines(
  tx: DbOrTx,
  promotion: PromotionService,
  buyer: Buyer,
  lines: LineWithGoods[],
  opts: { couponId?: number | null; allSelected?: boolean; reads?: PricingReads } = {},
): Promise<PricedCart> {
  const activityIds = lines.flatMap((l) => l.goods.fullReductionId ?? []);
  const [activities, coupons, shippingRule] = await Promise.all([
    opts.reads ? opts.reads.activities(activityIds) : promotion.activeActivities(activityIds, tx),
    opts.reads ? opts.reads.coupons(buyer.companyId) : promotion.unusedCoupons(buyer.companyId, tx),
    opts.reads ? opts.reads.shippingRule() : readShippingRule(tx),
  ]);
  const running = new Set(activities.map((a) => a.id));
  const inputs: CartLineInput[] = lines.map(({ line, goods: g }) => ({
    id: line.id,
    quantity: line.quantity,
    basePriceFen: g.priceFen,
    tiers: g.ladderPrices,
    selected: opts.allSelected ? true : line.selected,
    buyable: lineBuyable(g, buyer),
    preferred: g.isPreferred,
    freeShippingNumber: g.freeShippingNumber,
    activityId:
      !line.originalPrice && g.fullReductionId && running.has(g.fullReductionId)
        ? g.fullReductionId
        : null,
  }));
  const summary = priceCart(inputs, {
    activities: activities.map(toActivity),
    shippingRule,
    coupons: coupons.map(toCoupon),
    ...(opts.couponId === undefined ? {} : { couponId: opts.couponId }),
  });
  return { summary, activities, coupons, shippingRule, inputs };
}
