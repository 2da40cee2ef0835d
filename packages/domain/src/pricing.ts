import type { Fen } from './money.ts';

// Price rules on integer fen (spec section 9). Pure functions: the cart the
// buyer sees and the order the server charges are computed by this code.

export type Tier = { number: number; priceFen: Fen };

/** Unit price for a quantity: the tier with the largest threshold reached, else the base. */
export function tierUnitPrice(quantity: number, basePriceFen: Fen, tiers: readonly Tier[]): Fen {
  let price = basePriceFen;
  let reached = 0;
  for (const t of tiers) {
    if (quantity >= t.number && t.number >= reached) {
      reached = t.number;
      price = Math.min(t.priceFen, basePriceFen);
    }
  }
  return price;
}

export type FullReductionTier = { thresholdFen: Fen; reductionFen: Fen };

export type FullReductionResult = {
  reductionFen: Fen;
  /** How many times each tier applied, largest threshold first. */
  applied: { tier: FullReductionTier; times: number }[];
};

/**
 * 满减: tiers are applied greedily from the largest threshold down, each as many
 * times as it fits into what is left. A reduction never exceeds its threshold,
 * so the result never exceeds the amount.
 */
export function fullReduction(
  amountFen: Fen,
  tiers: readonly FullReductionTier[],
): FullReductionResult {
  const sorted = tiers
    .filter((t) => t.thresholdFen > 0 && t.reductionFen > 0)
    .map((t) => ({ ...t, reductionFen: Math.min(t.reductionFen, t.thresholdFen) }))
    .sort((a, b) => b.thresholdFen - a.thresholdFen);
  let left = Math.max(0, amountFen);
  let reductionFen = 0;
  const applied: FullReductionResult['applied'] = [];
  for (const tier of sorted) {
    const times = Math.floor(left / tier.thresholdFen);
    if (times === 0) continue;
    left -= times * tier.thresholdFen;
    reductionFen += times * tier.reductionFen;
    applied.push({ tier, times });
  }
  return { reductionFen, applied };
}

/**
 * Which goods a coupon applies to: every goods when both lists are empty,
 * else goods listed by id or in a listed category (its own or its root).
 */
export type CouponScope = { goodsIds: readonly number[]; categoryIds: readonly number[] };

export type Coupon = { id: number; amountFen: Fen; minSpendFen: Fen; scope?: CouponScope };

/** What a line must tell about its goods for a scoped coupon. */
export type ScopedGoods = { goodsId?: number; categoryIds?: readonly number[] };

export function couponAppliesTo(coupon: Coupon, goods: ScopedGoods): boolean {
  const scope = coupon.scope;
  if (!scope || (scope.goodsIds.length === 0 && scope.categoryIds.length === 0)) return true;
  if (goods.goodsId !== undefined && scope.goodsIds.includes(goods.goodsId)) return true;
  return (goods.categoryIds ?? []).some((c) => scope.categoryIds.includes(c));
}

/** Coupons usable on an eligible total: spend reached and amount at or below the total. */
export function usableCoupons<C extends Coupon>(eligibleFen: Fen, coupons: readonly C[]): C[] {
  return coupons.filter((c) => c.minSpendFen <= eligibleFen && c.amountFen <= eligibleFen);
}

/** What a coupon takes off; zero when it does not apply. */
export function couponDiscount(eligibleFen: Fen, coupon: Coupon | null): Fen {
  if (!coupon) return 0;
  return usableCoupons(eligibleFen, [coupon]).length ? coupon.amountFen : 0;
}

export type ShippingRule = {
  /** Free shipping when the selected total reaches this. */
  thresholdFen: Fen;
  /** A separate threshold for preferred (优选) goods. */
  preferredThresholdFen: Fen;
  feeFen: Fen;
};

export type ShippingLine = {
  amountFen: Fen;
  quantity: number;
  preferred: boolean;
  /** The goods ships free on its own when quantity reaches this (0 = never). */
  freeShippingNumber: number;
};

export type ShippingResult = {
  feeFen: Fen;
  /** Remaining to free shipping = threshold - selected total - non-shipping-order amount. */
  remainingFen: Fen;
  preferredRemainingFen: Fen;
  /** Selected lines that ship free on their own (quantity reached free_shipping_number). */
  freeOnTheirOwnFen: Fen;
  /**
   * no_trans_order_amount, the spec's non-shipping-order amount: goods the
   * company already paid for today in orders not shipped yet, which leave in
   * the same delivery (read by the server; docs/decisions/2026-11-28-free-shipping.md).
   */
  sameDeliveryFen: Fen;
};

/**
 * Shipping for the selected lines. What is left to the threshold is the
 * threshold less the selected ordinary lines (those that ship free on their
 * own included) less `sameDeliveryFen`, the goods of the company's earlier
 * orders that go out in the same delivery. Preferred (优选) goods have their
 * own threshold, which only they count toward.
 */
export function shipping(
  lines: readonly ShippingLine[],
  rule: ShippingRule,
  sameDeliveryFen: Fen = 0,
): ShippingResult {
  let ordinary = 0;
  let preferred = 0;
  let freeOnTheirOwn = 0;
  for (const l of lines) {
    if (l.freeShippingNumber > 0 && l.quantity >= l.freeShippingNumber)
      freeOnTheirOwn += l.amountFen;
    else if (l.preferred) preferred += l.amountFen;
    else ordinary += l.amountFen;
  }
  const earlier = Math.max(0, sameDeliveryFen);
  const remainingFen = Math.max(0, rule.thresholdFen - ordinary - freeOnTheirOwn - earlier);
  const preferredRemainingFen =
    preferred > 0 ? Math.max(0, rule.preferredThresholdFen - preferred) : 0;
  const needsFee =
    (ordinary > 0 && remainingFen > 0) || (preferred > 0 && preferredRemainingFen > 0);
  return {
    feeFen: needsFee ? rule.feeFen : 0,
    remainingFen,
    preferredRemainingFen,
    freeOnTheirOwnFen: freeOnTheirOwn,
    sameDeliveryFen: earlier,
  };
}
