import type { CartCombination, CombinationItem } from '@shop/contract';
import type { QuantityRules } from '@shop/domain';

/**
 * A package is sold by the set: one at a time, up to what is left and, with a
 * per-buyer limit, what the buyer's company may still buy.
 */
export function packageRules(p: CartCombination, item?: Pick<CombinationItem, 'limit' | 'bought'>) {
  const left = item && item.limit > 0 ? Math.min(p.stock, item.limit - item.bought) : p.stock;
  const max = Math.max(0, left);
  return { step: 1, min: max > 0 ? 1 : 0, max, disabled: max <= 0 } satisfies QuantityRules;
}
