import { flashStatus } from '@shop/domain';
import type { PriceOffer } from '../checkout/index.ts';

/**
 * The unit price of a kind-1 line: its flash goods' price while the session
 * runs; null (not buyable) outside it, or when the line names another goods.
 */
export const flashOffer: PriceOffer = (line, g, ctx) => {
  const f = line.flashGoodsId ? ctx.flash?.get(line.flashGoodsId) : undefined;
  if (!f || f.goodsId !== g.id) return null;
  return flashStatus(f, new Date()) === 'running' ? f.priceFen : null;
};
