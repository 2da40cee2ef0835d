import type {
  CartCombination,
  CartCoupon,
  CartGoods,
  CartLine,
  CartManjian,
  CartSummary as SummaryDto,
} from '@shop/contract';
import { type CartLineInput, type CartSummary, formatYuan } from '@shop/domain';
import type { Buyer } from '../../http/session.ts';
import { buyBlock, drugFlags, type GoodsRow, goodsImages } from '../catalog/index.ts';
import type { LineWithGoods } from './line-kind.ts';
import type { PricedCart } from './price.ts';

// How priced lines read over HTTP: the cart page, step 2 and the order check
// show lines, activities, coupons and amounts in the same words.

const yuan = formatYuan;

/**
 * The part of the goods object a cart line carries, built straight from the
 * row: a 50-line cart page builds 50 of these per request.
 */
export function cartGoods(g: GoodsRow, buyer: Buyer, cartNum: number): CartGoods {
  const block = buyBlock(g, buyer);
  const image = goodsImages(g)[0]!;
  return {
    id: g.id,
    name: g.name,
    logo: image.list,
    goods_image: [image],
    sccj: g.manufacturer,
    ypgg: g.specification,
    zbz: g.midPackQuantity,
    bzdw: g.unit,
    yxq: g.expiryDate,
    number: g.stock,
    is_buy: block ? 0 : 1,
    buy_tip: block ?? '',
    xg_number: g.purchaseLimit,
    qg_number: g.purchaseMinimum,
    price: yuan(g.priceFen),
    ladder_price: g.ladderPrices.map((t) => ({ number: t.number, price: yuan(t.priceFen) })),
    ck_id: g.warehouseId,
    is_youx: g.isPreferred ? 1 : 0,
    activity_type: g.activityType,
    ...drugFlags(g),
    cartNum,
  };
}

/** The spec's "cart line as held". */
export function presentLine(
  { line, goods: g }: LineWithGoods,
  buyer: Buyer,
  priced: CartSummary['lines'][number],
  counted: Pick<CartLineInput, 'activityId' | 'buyable'>,
  combination?: CartCombination,
  unpriced?: string | null,
  marks?: Partial<CartGoods>,
): CartLine {
  const goods = { ...cartGoods(g, buyer, line.quantity), ...marks };
  return {
    id: line.id,
    key: `${g.id}-${line.kind}-${line.originalPrice ? 1 : 0}${line.combinationId ? `-${line.combinationId}` : ''}`,
    number: line.quantity,
    price: yuan(priced.unitPriceFen),
    amount: yuan(priced.amountFen),
    type: line.kind,
    goods_type: g.kind,
    is_selected: line.selected && counted.buyable ? 1 : 0,
    is_yj: line.originalPrice ? 1 : 0,
    can_buy: counted.buyable ? 1 : 0,
    buy_tip: counted.buyable ? '' : unpriced || goods.buy_tip || '暂时缺货',
    goods_manjian_id: counted.activityId ?? 0,
    goods_manjian_amount: yuan(counted.activityId && priced.counts ? priced.amountFen : 0),
    gift_data: { total: 0, type: 0 },
    with_coupon: priced.couponFen > 0 ? 1 : 0,
    miaosha_goods_id: line.flashGoodsId ?? 0,
    goods,
    ...(combination ? { combination } : {}),
  };
}

export const presentLines = (buyer: Buyer, rows: LineWithGoods[], priced: PricedCart) =>
  rows.map((r, i) =>
    presentLine(
      r,
      buyer,
      priced.summary.lines[i]!,
      priced.inputs[i]!,
      priced.combinations[i],
      priced.unpriced[i],
      priced.marks[i],
    ),
  );

/** What the next tier adds: 可再减 once a tier is reached (已减30元，再买381.00元可再减50.00元). */
function hint(missingFen: number, reductionFen: number, nowFen: number) {
  return `再买${yuan(missingFen)}元可${nowFen > 0 ? '再' : ''}减${yuan(reductionFen - nowFen)}元`;
}

/** The lines' 满减 activities with what they reach, and what the expansions add under each (满赠, 换购). */
export function presentActivities(priced: PricedCart): CartManjian[] {
  const byId = new Map(priced.activities.map((a) => [a.id, a]));
  return priced.summary.activities.flatMap((t) => {
    const a = byId.get(t.id);
    if (!a) return [];
    return [
      {
        ...priced.present.presentActivity(a),
        amount: yuan(t.amountFen),
        reduce: yuan(t.reductionFen),
        next_amount: t.next ? yuan(t.next.missingFen) : '0.00',
        next_reduce: t.next ? yuan(t.next.reductionFen - t.reductionFen) : '0.00',
        hint: t.next
          ? hint(t.next.missingFen, t.next.reductionFen, t.reductionFen)
          : `已减${yuan(t.reductionFen)}元`,
        ...priced.notes.get(t.id),
      },
    ];
  });
}

export function presentSummary(s: CartSummary, count: number): SummaryDto {
  return {
    count,
    selected_count: s.selectedCount,
    selected_number: s.selectedQuantity,
    goods_amount: yuan(s.goodsFen),
    manjian_reduce: yuan(s.reductionFen),
    coupon_reduce: yuan(s.couponFen),
    coupon_id: s.coupon?.id ?? 0,
    voucher_reduce: yuan(s.voucherFen),
    voucher_id: s.voucher?.id ?? 0,
    shipping_fee: yuan(s.shippingFen),
    pay_amount: yuan(s.payFen),
  };
}

/** Cash vouchers: any of them may be used while something is left to pay. */
export function presentVouchers(priced: PricedCart): CartCoupon[] {
  const payable = priced.summary.couponEligibleFen - priced.summary.couponFen;
  return priced.vouchers.map((v) => priced.present.presentCoupon(v, payable > 0, 0));
}

/**
 * The coupons held, each usable or not, with what its threshold still lacks:
 * a coupon's threshold counts the goods it applies to after 满减 (the
 * domain's couponEligible), which the buyer is told beside it.
 */
export function presentCoupons(priced: PricedCart): CartCoupon[] {
  const s = priced.summary;
  const usable = new Set(s.usableCouponIds);
  return priced.coupons.map((c) => {
    const counted = s.couponEligible.get(c.id) ?? 0;
    const need = usable.has(c.id) ? 0 : Math.max(0, Math.max(c.minSpendFen, c.amountFen) - counted);
    return priced.present.presentCoupon(c, usable.has(c.id), need);
  });
}
