import { businessScopes } from './business-scope.ts';
import type { BuyRefusal, GoodsRef } from './buy-refusal.ts';
import { drugClassTip } from './drug-class.ts';
import { checkQuantity, type QuantityGoods, type QuantityProblem } from './quantity.ts';
import { specialMessage } from './special-compound.ts';

export type { BuyRefusal, GoodsRef } from './buy-refusal.ts';

// Whether a cart line may be bought in its number: the one check that adding
// to the cart, editing a line, checking out and creating the order all make.
// Outcomes are typed; they become Chinese text only where they are shown.

export type LineCheck = {
  goods: QuantityGoods & GoodsRef;
  groupBuy: boolean;
  quantity: number;
  /** The same goods' other line (in the activity, or at the original price). */
  otherLineQuantity: number;
  originalPrice: boolean;
  /** The goods' running activity with its per-buyer limit (0: none). */
  activity: { id: number; limit: number } | null;
  /** What the company already bought of the goods in that activity. */
  boughtInActivity: number;
};

export function lineRefusal(c: LineCheck): BuyRefusal | null {
  const ref: GoodsRef = { goodsId: c.goods.goodsId, name: c.goods.name, unit: c.goods.unit };
  const problem = checkQuantity(c.quantity, c.goods, c.groupBuy);
  if (problem) return { reason: 'quantity', problem, ...ref };
  const limit = c.goods.purchaseLimit;
  if (limit > 0 && c.quantity + c.otherLineQuantity > limit)
    return { reason: 'purchase_limit', limit, ...ref };
  if (c.originalPrice && !c.activity) return { reason: 'no_activity', ...ref };
  if (
    !c.originalPrice &&
    c.activity &&
    c.activity.limit > 0 &&
    c.quantity + c.boughtInActivity > c.activity.limit
  )
    return {
      reason: 'activity_limit',
      limit: c.activity.limit,
      bought: c.boughtInActivity,
      ...ref,
    };
  return null;
}

export function quantityMessage(p: QuantityProblem, unit = '件'): string {
  switch (p.kind) {
    case 'not_buyable':
      return '该商品暂不可购买';
    case 'not_integer':
      return '购买数量必须是正整数';
    case 'not_step':
      return `购买数量须为中包装 ${p.step} 的整数倍`;
    case 'below_min':
      return `起购数量为 ${p.min}${unit}`;
    case 'over_stock':
      return p.available > 0 ? `库存不足，仅剩 ${p.available}${unit}` : '库存不足';
    case 'over_limit':
      return '已达最大购买量';
  }
}

/** What the buyer reads for a refusal (spec section 8 where it gives the words). */
export function refusalMessage(r: BuyRefusal): string {
  switch (r.reason) {
    case 'credentials':
      return `${
        r.review === 'pending'
          ? '您的资质正在审核中，审核通过后即可采购'
          : '请先提交企业资质，审核通过后即可采购'
      }，<a href="/zzzj">查看资质审核进度</a>`;
    case 'frozen':
      return '账户已冻结，请联系客服';
    case 'permission':
      return '您的账号没有此操作权限，请联系主账号开通';
    case 'quantity': {
      const text = quantityMessage(r.problem, r.unit);
      return r.problem.kind === 'over_stock' ? `${text}（${r.name}）` : text;
    }
    case 'purchase_limit':
      return `已达最大购买量（${r.name} 限购 ${r.limit}${r.unit}）`;
    case 'activity_limit':
      return `数量超过活动限购${r.limit}，可原价购买`;
    case 'no_activity':
      return '该商品未参加活动，请直接加入购物车';
    case 'out_of_stock':
      return `库存不足：${r.name}`;
    case 'coupon_unusable':
      return '该优惠券不满足使用条件';
    case 'voucher_unusable':
      return '该现金券不可用或已使用';
    case 'order_too_large':
      return '单笔订单金额过大，请分开下单';
    case 'out_of_scope':
      return `${r.name} 超出本企业经营范围（${businessScopes[r.scope]}），不能采购`;
    case 'drug_class':
      return `${drugClassTip(r.drugClass, r.licensed)}（${r.name}）`;
    case 'lines_gone':
      return '购物车商品已提交或已删除，请刷新购物车';
    case 'special_order_limit':
    case 'special_month_limit':
    case 'special_authorisation':
    case 'special_in_package':
    case 'special_address':
      return specialMessage(r)!;
  }
}
