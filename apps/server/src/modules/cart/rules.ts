import { checkQuantity, type QuantityGoods, quantityMessage } from '@shop/domain';
import { AppError, fieldError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { buyBlock } from '../catalog/serialize.ts';
import type { GoodsRow } from './repo.ts';

// Who may buy what, in what number: shared by the cart and the order.

/** Buying needs approved credentials; the 411 message carries the link the web shows. */
export function assertMayBuy(buyer: Buyer) {
  if (buyer.isPassed) return;
  const why =
    buyer.review === 'pending'
      ? '您的资质正在审核中，审核通过后即可采购'
      : '请先提交企业资质，审核通过后即可采购';
  throw new AppError('cart_link', `${why}，<a href="/zzzj">查看资质审核进度</a>`);
}

export const isGroupBuy = (g: GoodsRow) => g.activityType === 1;

export function quantityGoods(g: GoodsRow, buyer: Buyer): QuantityGoods {
  return {
    stock: g.stock,
    midPackQuantity: g.midPackQuantity,
    purchaseLimit: g.purchaseLimit,
    purchaseMinimum: g.purchaseMinimum,
    buyable: buyer.isPassed && !g.isHidden,
  };
}

/** is_buy of the spec, for goods that may also have been hidden since they went into the cart. */
export const lineBuyable = (g: GoodsRow, buyer: Buyer) =>
  !g.isHidden && buyBlock(g, buyer) === null;

/** Why this number of these goods may not be bought, as a 422 on `number`; null when it may. */
export function quantityError(n: number, g: GoodsRow, buyer: Buyer): AppError | null {
  const problem = checkQuantity(n, quantityGoods(g, buyer), isGroupBuy(g));
  if (!problem) return null;
  const message = quantityMessage(problem, g.unit);
  return fieldError('number', problem.kind === 'over_stock' ? `${message}（${g.name}）` : message);
}

/**
 * The purchase limit counts the goods across its lines: bought in the
 * activity and at the original price (is_yj) together.
 */
export function limitError(combined: number, g: GoodsRow): AppError | null {
  if (g.purchaseLimit > 0 && combined > g.purchaseLimit)
    return fieldError('number', `已达最大购买量（${g.name} 限购 ${g.purchaseLimit}${g.unit}）`);
  return null;
}

export function activityLimitError(limit: number, goodsId: number) {
  return new AppError('activity_limit', `数量超过活动限购${limit}，可原价购买`, undefined, {
    limit,
    goods_id: goodsId,
  });
}
