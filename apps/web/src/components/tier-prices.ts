import type { Goods } from '@shop/contract';
import { formatYuan, parseYuan, welfareUnitPrice } from '@shop/domain';

type Tiered = Pick<Goods, 'ladder_price' | 'is_welfare'>;

/** A tier's unit price as charged: 94折 goods take 6% off it (the domain's rule, as the cart does). */
export function tierPrice(goods: Tiered, price: string): string {
  if (goods.is_welfare !== 1) return price;
  const fen = parseYuan(price);
  return fen === null ? price : formatYuan(welfareUnitPrice(fen));
}

/** '满N件 ¥x' for each tier; empty for visitors (prices hidden) or goods without tiers. */
export function tierLabels(goods: Tiered): string[] {
  return goods.ladder_price
    .filter((t) => t.price !== null)
    .map((t) => `满${t.number}件 ¥${tierPrice(goods, t.price!)}`);
}
