// Quantity box rules (spec sections 4 and 5). The web's quantity box and the
// server's cart/order checks both call these, so they can never disagree.

export type QuantityGoods = {
  stock: number;
  /** zbz: the packing step; 0 means the goods cannot be bought by the unit. */
  midPackQuantity: number;
  /** xg_number: 0 means no limit. */
  purchaseLimit: number;
  /** qg_number: 0 means none. */
  purchaseMinimum: number;
  /** is_buy: the caller may buy these goods at all. */
  buyable: boolean;
};

export type QuantityRules = { step: number; min: number; max: number; disabled: boolean };

export function quantityRules(g: QuantityGoods, groupBuy = false): QuantityRules {
  const step = g.midPackQuantity;
  const disabled = !g.buyable || g.stock <= 0 || step <= 0;
  if (disabled) return { step: Math.max(step, 1), min: 0, max: 0, disabled };
  const max = g.purchaseLimit === 0 || g.purchaseLimit > g.stock ? g.stock : g.purchaseLimit;
  if (groupBuy) return { step, min: g.purchaseLimit, max: g.purchaseLimit, disabled };
  const min = Math.max(step, Math.ceil(g.purchaseMinimum / step) * step);
  return { step, min, max, disabled };
}

/** The largest quantity a buyer can actually choose: max rounded down to the step. */
export const largestQuantity = (r: QuantityRules) => Math.floor(r.max / r.step) * r.step;

/**
 * What the quantity box shows for a typed or stepped value: capped at the
 * maximum, rounded down to the step, and never below the minimum.
 */
export function clampQuantity(value: number, r: QuantityRules): number {
  const top = largestQuantity(r);
  // Nothing is orderable when the minimum is above what stock and limit allow.
  if (r.disabled || !Number.isFinite(value) || r.min > top) return 0;
  const stepped = Math.floor(Math.min(Math.floor(value), top) / r.step) * r.step;
  return Math.max(stepped, r.min);
}

export type QuantityProblem =
  | { kind: 'not_buyable' }
  | { kind: 'not_integer' }
  | { kind: 'not_step'; step: number }
  | { kind: 'below_min'; min: number }
  | { kind: 'over_stock'; available: number }
  | { kind: 'over_limit'; limit: number };

/** Why a requested quantity may not be ordered, or null when it may. */
export function checkQuantity(
  n: number,
  g: QuantityGoods,
  groupBuy = false,
): QuantityProblem | null {
  const r = quantityRules(g, groupBuy);
  if (!Number.isSafeInteger(n) || n <= 0) return { kind: 'not_integer' };
  if (r.disabled)
    return g.stock <= 0 && g.buyable && g.midPackQuantity > 0
      ? { kind: 'over_stock', available: 0 }
      : { kind: 'not_buyable' };
  if (n % r.step !== 0) return { kind: 'not_step', step: r.step };
  if (n < r.min) return { kind: 'below_min', min: r.min };
  if (n > g.stock) return { kind: 'over_stock', available: g.stock };
  if (n > r.max) return { kind: 'over_limit', limit: r.max };
  return null;
}
