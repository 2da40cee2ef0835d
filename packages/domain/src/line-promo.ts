// Which promotion set an order line's unit price, stored on the line when
// the order is written (docs/decisions/2026-11-26-order-line-promo.md).
// 满减 is not among them: it takes money off the order, not off a unit
// price, and the line's activity_id already names it.

export const linePromoKinds = [
  'welfare',
  'flash',
  'group',
  'package',
  'new_customer',
  'tradeup',
  'gift',
] as const;
export type LinePromoKind = (typeof linePromoKinds)[number];

/** A line's promotion as it was when bought; a package keeps its name then. Null: the plain (tier) price. */
export type LinePromo =
  | { kind: Exclude<LinePromoKind, 'package'> }
  | { kind: 'package'; id: number; name: string };

/** The tag a line shows before its price, the same in the cart, at step 2 and on the order. */
export const LINE_PROMO_TAGS: Record<LinePromoKind, { text: string; title: string }> = {
  welfare: { text: '94折', title: '全场94折' },
  flash: { text: '秒', title: '秒杀价' },
  group: { text: '拼团', title: '拼团价' },
  package: { text: '组合', title: '组合购套餐内的商品，价格为套餐价按商品分摊' },
  new_customer: { text: '新人价', title: '新人特价' },
  tradeup: { text: '换购', title: '满额加价换购' },
  gift: { text: '赠品', title: '满赠赠品' },
};
