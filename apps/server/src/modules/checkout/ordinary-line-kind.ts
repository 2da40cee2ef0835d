import { type QuantityGoods, tierUnitPrice } from '@shop/domain';
import type { Buyer } from '../../http/session.ts';
import { buyBlock, type GoodsRow } from '../catalog/index.ts';
import type { LineKind } from './line-kind.ts';

// Ordinary goods: a kind registered like the others (line type 0). Its
// price is the goods' tier price, which offer modifiers (94折) may change;
// its lines take part in the goods' 满减 activity and obey the goods'
// packing, minimum, stock and 限购.

export const ORDINARY_KIND = 0;

export const ordinaryKind: LineKind = {
  id: ORDINARY_KIND,
  name: 'ordinary',
  goodsRules: true,
  inActivity: true,
  modifiable: true,
  offer: (line, g) => tierUnitPrice(line.quantity, g.priceFen, g.ladderPrices),
  add: () => ({}),
};

/** The goods' quantity facts for the domain's rules, as this buyer may buy them. */
export function quantityGoods(g: GoodsRow, buyer: Buyer): QuantityGoods {
  return {
    stock: g.stock,
    midPackQuantity: g.midPackQuantity,
    purchaseLimit: g.purchaseLimit,
    purchaseMinimum: g.purchaseMinimum,
    buyable: buyer.company.isPassed && !g.isHidden,
  };
}

/** is_buy of the spec, for goods that may also have been hidden since they went into the cart. */
export const lineBuyable = (g: GoodsRow, buyer: Buyer) =>
  !g.isHidden && buyBlock(g, buyer) === null;
