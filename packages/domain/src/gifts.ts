import type { Fen } from './money.ts';

// 满赠: reaching an activity's threshold earns its gift, free. The threshold
// is read on the activity's selected lines before its 满减 reduction (what
// the buyer sees as the activity's amount); a gift line is priced at 0 and is
// never an input of pricing, so it counts toward no threshold, coupon or
// shipping. Decision: docs/decisions/2026-11-25-gifts-and-tradeups.md.

export type GiftRule = {
  activityId: number;
  goodsId: number;
  /** Units of the gift per order. */
  quantity: number;
  thresholdFen: Fen;
};

export type GiftState = {
  activityId: number;
  goodsId: number;
  quantity: number;
  thresholdFen: Fen;
  earned: boolean;
  /** How much more of the activity to buy to earn it; 0 once earned. */
  missingFen: Fen;
};

/** Each rule's state for the activity amounts of a priced cart (ActivityTotal.amountFen). */
export function giftStates(
  activityAmounts: readonly { id: number; amountFen: Fen }[],
  rules: readonly GiftRule[],
): GiftState[] {
  const amounts = new Map(activityAmounts.map((a) => [a.id, a.amountFen]));
  return rules
    .filter((r) => r.quantity > 0 && r.thresholdFen > 0)
    .map((r) => {
      const amountFen = amounts.get(r.activityId) ?? 0;
      const earned = amountFen >= r.thresholdFen;
      return { ...r, earned, missingFen: earned ? 0 : r.thresholdFen - amountFen };
    });
}

/** The activity amounts of order draft lines: the sum of each activity's line amounts. */
export function activityAmounts(
  lines: readonly { activityId: number | null; amountFen: Fen }[],
): { id: number; amountFen: Fen }[] {
  const by = new Map<number, Fen>();
  for (const l of lines)
    if (l.activityId !== null) by.set(l.activityId, (by.get(l.activityId) ?? 0) + l.amountFen);
  return [...by].map(([id, amountFen]) => ({ id, amountFen }));
}

/** 换购: past the activity's threshold, up to `perOrder` units of the goods at `priceFen`. */
export type TradeUpRule = {
  activityId: number;
  goodsId: number;
  priceFen: Fen;
  perOrder: number;
  thresholdFen: Fen;
};

/**
 * The unit price of a trade-up line: the rule's price once the activity's
 * other lines reach its threshold, never more than the goods' own price;
 * null (not buyable) before.
 */
export function tradeUpUnitPrice(
  rule: TradeUpRule,
  activityAmountFen: Fen,
  goodsPriceFen: Fen,
): Fen | null {
  if (activityAmountFen < rule.thresholdFen) return null;
  return Math.min(rule.priceFen, goodsPriceFen);
}
