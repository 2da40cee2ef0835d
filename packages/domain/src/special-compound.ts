import type { BuyRefusal, GoodsRef } from './buy-refusal.ts';

// 含特殊药品复方制剂 (含麻黄碱类, 含可待因, 复方地芬诺酯, 复方甘草片): a
// wholesaler sells them to a company in limited numbers, from its own funds,
// to its registered address, through a purchaser it authorised in writing.
// Here: the numbers. Each refusal names the rule (SPECIAL_COMPOUND_RULE).
// Decision: docs/decisions/2026-11-28-special-compounds.md.

export const SPECIAL_COMPOUND_RULE = '含特殊药品复方制剂';

/** A goods object's buy_tip when the company has no purchaser authorisation in force. */
export const NO_PURCHASER_AUTHORISATION_TIP = `${SPECIAL_COMPOUND_RULE}：须有在有效期内的采购委托书`;

/** A goods' limits per company (0: none): units per order, units per Beijing calendar month. */
export type SpecialLimits = { orderLimit: number; monthLimit: number };

export type SpecialCheck = {
  goods: GoodsRef & SpecialLimits;
  /** Every unit of the goods in this purchase (all its lines together). */
  quantity: number;
  /** What the company ordered of it this month, orders not cancelled. */
  boughtThisMonth: number;
};

/** Whether a limit applies at all (only then is anything read or locked). */
export const hasSpecialLimits = (l: SpecialLimits) => l.orderLimit > 0 || l.monthLimit > 0;

/** The per-order limit first, then the month's; null when the purchase keeps within both. */
export function specialLimitRefusal(c: SpecialCheck): BuyRefusal | null {
  const { goods: g } = c;
  const ref: GoodsRef = { goodsId: g.goodsId, name: g.name, unit: g.unit };
  if (g.orderLimit > 0 && c.quantity > g.orderLimit)
    return { reason: 'special_order_limit', limit: g.orderLimit, ...ref };
  if (g.monthLimit > 0 && c.boughtThisMonth + c.quantity > g.monthLimit)
    return {
      reason: 'special_month_limit',
      limit: g.monthLimit,
      bought: c.boughtThisMonth,
      ...ref,
    };
  return null;
}

/** What the buyer reads for a special-compound refusal, the rule first. */
export function specialMessage(r: BuyRefusal): string | null {
  const rule = SPECIAL_COMPOUND_RULE;
  switch (r.reason) {
    case 'special_order_limit':
      return `${rule}：每单限购${r.limit}${r.unit}（${r.name}）`;
    case 'special_month_limit':
      return `${rule}：每月限购${r.limit}${r.unit}，本月已购${r.bought}${r.unit}（${r.name}）`;
    case 'special_authorisation':
      return `${NO_PURCHASER_AUTHORISATION_TIP}（审核通过，载明采购人姓名及身份证号）（${r.name}）`;
    case 'special_in_package':
      return `${rule}：不能以套餐购买（${r.name}）`;
    case 'special_address':
      return `${rule}：只能发往贵店的注册地址，请选择注册地址（${r.name}）`;
    default:
      return null;
  }
}
