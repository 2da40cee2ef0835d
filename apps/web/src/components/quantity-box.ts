import type { Goods } from '@shop/contract';
import {
  clampQuantity,
  largestQuantity,
  type QuantityGoods,
  type QuantityRules,
  quantityRules,
} from '@shop/domain';

/** Spec section 9: a quantity change is applied 200 ms after the last step or edit. */
export const QUANTITY_DEBOUNCE_MS = 200;

export const MAX_QUANTITY_MESSAGE = '已达最大购买量';

/** What the box shows after a step or an edit, and what to tell the buyer when it is not what they asked for. */
export type QuantityResult = { value: number; notice: string | null };

export function quantityGoods(
  g: Pick<Goods, 'number' | 'zbz' | 'xg_number' | 'qg_number' | 'is_buy'>,
): QuantityGoods {
  return {
    stock: g.number,
    midPackQuantity: g.zbz,
    purchaseLimit: g.xg_number,
    purchaseMinimum: g.qg_number,
    buyable: g.is_buy === 1,
  };
}

/** The domain rules for these goods (the same ones the server checks the cart with). */
export const goodsQuantityRules = (
  g: Pick<Goods, 'number' | 'zbz' | 'xg_number' | 'qg_number' | 'is_buy'>,
  groupBuy = false,
): QuantityRules => quantityRules(quantityGoods(g), groupBuy);

/** Nothing can be chosen: not buyable, or the minimum is above what stock and limit allow. */
export const isUnorderable = (r: QuantityRules) => r.disabled || r.min > largestQuantity(r);

/** The quantity a box starts at: the minimum, on the step. */
export const initialQuantity = (r: QuantityRules) => clampQuantity(r.min, r);

/** One step up (+1) or down (-1) from `value`. */
export function stepQuantity(value: number, direction: 1 | -1, r: QuantityRules): QuantityResult {
  const wanted = value + direction * r.step;
  const capped = direction === 1 && wanted > largestQuantity(r);
  return { value: clampQuantity(wanted, r), notice: capped ? MAX_QUANTITY_MESSAGE : null };
}

/**
 * A typed value: capped at the maximum and rounded down to the step, and the buyer told
 * which of these moved it; text that is not a number leaves `previous` in place.
 */
export function typedQuantity(text: string, previous: number, r: QuantityRules): QuantityResult {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return { value: previous, notice: null };
  const wanted = Number(digits);
  const value = clampQuantity(wanted, r);
  if (value === wanted) return { value, notice: null };
  if (wanted > largestQuantity(r)) return { value, notice: `已调整为最大可购数量${value}` };
  if (wanted < r.min) return { value, notice: `起购数量为${value}` };
  return { value, notice: `已按中包装调整为${value}` };
}

/** While typing only digits are kept, and never more than the box could hold. */
export const typingText = (text: string) => text.replace(/\D/g, '').slice(0, 9);
