import type { Goods } from '@shop/contract';

/** `goods` less those already `shown` elsewhere on the page, each goods once. */
export function withoutRepeats(goods: Goods[], shown: Goods[]): Goods[] {
  const seen = new Set(shown.map((g) => g.id));
  return goods.filter((g) => {
    if (seen.has(g.id)) return false;
    seen.add(g.id);
    return true;
  });
}
