import {
  clampQuantity,
  largestQuantity,
  type QuantityGoods,
  type QuantityRules,
  quantityRules,
} from '@shop/domain';
import type { Goods } from '../api/types';

/** Spec section 9: a quantity change is applied 200 ms after the last step or edit. */
export const QUANTITY_DEBOUNCE_MS = 200;

/** What the box shows after a step or an edit; `capped` when the buyer asked for more than allowed. */
export type QuantityResult = { value: number; capped: boolean };

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
  return {
    value: clampQuantity(wanted, r),
    capped: direction === 1 && wanted > largestQuantity(r),
  };
}

/**
 * A typed value: capped at the maximum and rounded down to the step; text that is not a
 * number leaves `previous` in place.
 */
export function typedQuantity(text: string, previous: number, r: QuantityRules): QuantityResult {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return { value: previous, capped: false };
  const wanted = Number(digits);
  return { value: clampQuantity(wanted, r), capped: wanted > largestQuantity(r) };
}

/** While typing only digits are kept, and never more than the box could hold. */
export const typingText = (text: string) => text.replace(/\D/g, '').slice(0, 9);
