import type { Goods } from '@shop/contract';

/** '满N件 ¥x' for each tier; empty for visitors (prices hidden) or goods without tiers. */
export function tierLabels(goods: Pick<Goods, 'ladder_price'>): string[] {
  return goods.ladder_price
    .filter((t) => t.price !== null)
    .map((t) => `满${t.number}件 ¥${t.price}`);
}
