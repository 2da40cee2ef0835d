import { type CartLineInput, type CartSummary, formatYuan } from '@shop/domain';
import type { GoodsDto } from '../catalog/serialize.ts';
import type { ActivityRow } from '../promotion/repo.ts';
import { serializeActivity, serializeCoupon } from '../promotion/service.ts';
import type { PricedCart } from './pricing.ts';
import type { LineWithGoods } from './repo.ts';

const yuan = formatYuan;

/** What a cart line needs of its goods: a 50-line cart stays a small answer. */
const CART_GOODS_FIELDS = [
  'id',
  'name',
  'logo',
  'sccj',
  'ypgg',
  'zbz',
  'bzdw',
  'yxq',
  'number',
  'is_buy',
  'buy_tip',
  'xg_number',
  'qg_number',
  'price',
  'ladder_price',
  'ck_id',
  'is_youx',
  'activity_type',
] as const satisfies readonly (keyof GoodsDto)[];

export type CartGoods = Pick<GoodsDto, (typeof CART_GOODS_FIELDS)[number]> & {
  cartNum: number;
  goods_image: { list: string; 'list-mini': string }[];
};

function cartGoods(dto: GoodsDto, cartNum: number): CartGoods {
  const out = { cartNum, goods_image: dto.goods_image.slice(0, 1) } as Record<string, unknown>;
  for (const f of CART_GOODS_FIELDS) out[f] = dto[f];
  return out as CartGoods;
}

/** The spec's "cart line as held". */
export function serializeLine(
  { line, goods: g }: LineWithGoods,
  dto: GoodsDto,
  priced: CartSummary['lines'][number],
  counted: Pick<CartLineInput, 'activityId' | 'buyable'>,
) {
  const buyTip = counted.buyable ? '' : dto.buy_tip || '暂时缺货';
  return {
    id: line.id,
    key: `${g.id}-${line.kind}-${line.originalPrice ? 1 : 0}`,
    number: line.quantity,
    price: yuan(priced.unitPriceFen),
    amount: yuan(priced.amountFen),
    type: line.kind,
    goods_type: g.kind,
    is_selected: line.selected && counted.buyable ? 1 : 0,
    is_yj: line.originalPrice ? 1 : 0,
    can_buy: counted.buyable ? 1 : 0,
    buy_tip: buyTip,
    goods_manjian_id: counted.activityId ?? 0,
    goods_manjian_amount: yuan(counted.activityId && priced.counts ? priced.amountFen : 0),
    gift_data: { total: 0, type: 0 },
    with_coupon: 1,
    goods: cartGoods(dto, line.quantity),
  };
}

function hint(missingFen: number, reductionFen: number, nowFen: number) {
  return `再买${yuan(missingFen)}元可减${yuan(reductionFen - nowFen)}元`;
}

export function serializeActivities(priced: PricedCart) {
  const byId = new Map<number, ActivityRow>(priced.activities.map((a) => [a.id, a]));
  return priced.summary.activities.flatMap((t) => {
    const a = byId.get(t.id);
    if (!a) return [];
    return [
      {
        ...serializeActivity(a),
        amount: yuan(t.amountFen),
        reduce: yuan(t.reductionFen),
        next_amount: t.next ? yuan(t.next.missingFen) : '0.00',
        next_reduce: t.next ? yuan(t.next.reductionFen - t.reductionFen) : '0.00',
        hint: t.next
          ? hint(t.next.missingFen, t.next.reductionFen, t.reductionFen)
          : `已减${yuan(t.reductionFen)}元`,
      },
    ];
  });
}

export function serializeSummary(s: CartSummary, count: number) {
  return {
    count,
    selected_count: s.selectedCount,
    selected_number: s.selectedQuantity,
    goods_amount: yuan(s.goodsFen),
    manjian_reduce: yuan(s.reductionFen),
    coupon_reduce: yuan(s.couponFen),
    coupon_id: s.coupon?.id ?? 0,
    shipping_fee: yuan(s.shippingFen),
    pay_amount: yuan(s.payFen),
  };
}

export function serializeCoupons(priced: PricedCart) {
  const eligible = priced.summary.couponEligibleFen;
  return priced.coupons.map((c) =>
    serializeCoupon(c, c.minSpendFen <= eligible && c.amountFen <= eligible),
  );
}
