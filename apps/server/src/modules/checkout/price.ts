import type { CartCombination, CartGoods, CartManjian } from '@shop/contract';
import {
  activityAmounts,
  type CartLineInput,
  type CartSummary,
  type LinePromo,
  priceCart,
} from '@shop/domain';
import type { Buyer } from '../../http/session.ts';
import type { GoodsRow } from '../catalog/index.ts';
import {
  type CheckoutActivity,
  type Discounts,
  type HeldCoupon,
  toActivity,
  toCoupon,
} from './discounts.ts';
import type { Context, LineKind, LineState, LineWithGoods } from './line-kind.ts';
import type { CheckoutRegistry } from './registry.ts';

// The price of lines in a context: each line's kind offers its unit price
// (modifiers may change an ordinary offer), then the domain adds up 满减,
// coupons, vouchers and shipping. The cart page, step 2 and the order all
// price here, so they never disagree.

export type PricedCart = {
  summary: CartSummary;
  /** Per line, in order: what the kind shows beyond the goods (a package). */
  combinations: (CartCombination | undefined)[];
  /** The running activities of the lines, in the order pricing listed them. */
  activities: CheckoutActivity[];
  coupons: HeldCoupon[];
  vouchers: HeldCoupon[];
  shippingRule: Context['shippingRule'];
  /** Per line, in order: what was priced (its activity, whether it is buyable). */
  inputs: CartLineInput[];
  /** Per line, in order: why its kind gives it no price now (a 换购 under its threshold), or null. */
  unpriced: (string | null)[];
  /** Per line, in order: the promotion that priced it (the kind's, or a modifier's), or null. */
  promos: (LinePromo | null)[];
  /** Per line, in order: what the goods object says of a modifier that applied (is_welfare). */
  marks: (Partial<CartGoods> | undefined)[];
  /** Under each activity, by id: what the order expansions add (满赠's gift, 换购). */
  notes: Map<number, Partial<CartManjian>>;
  /** How the discounts read over HTTP (the promotion module's words). */
  present: Pick<Discounts, 'presentActivity' | 'presentCoupon'>;
};

export type PriceOptions = {
  couponId?: number | null;
  voucherId?: number | null;
  allSelected?: boolean;
};

/** The categories a scoped coupon may name for a goods: its own, its root, its zone's. */
const goodsCategories = (g: GoodsRow) =>
  [g.categoryId, g.categoryRootId, g.zoneCategoryId, g.zoneCategoryRootId].filter(
    (c): c is number => c !== null,
  );

export function pricing(
  registry: CheckoutRegistry,
  buyable: (line: LineState, g: GoodsRow, buyer: Buyer, ctx: Context) => boolean,
) {
  /** The kind's offer, changed by the first modifier that applies to a modifiable kind. */
  function offerOf(kind: LineKind, line: LineState, g: GoodsRow, ctx: Context) {
    const unit = kind.offer(line, g, ctx.reads.get(kind.name), ctx);
    if (unit === null || !kind.modifiable) return { unit, modifier: undefined };
    for (const m of registry.modifiers()) {
      const changed = m.modify(unit, g, ctx.reads.get(m.name));
      if (changed !== null) return { unit: changed, modifier: m };
    }
    return { unit, modifier: undefined };
  }

  return function price(
    ctx: Context,
    buyer: Buyer,
    lines: LineWithGoods[],
    opts: PriceOptions = {},
  ): PricedCart {
    const offers = lines.map(() => ({
      unit: null as number | null,
      promo: null as LinePromo | null,
    }));
    const marks: (Partial<CartGoods> | undefined)[] = lines.map(() => undefined);
    const inputOf = ({ line, goods: g }: LineWithGoods, i: number, c: Context): CartLineInput => {
      const kind = registry.kindOf(line.kind);
      const activity = line.originalPrice || !kind?.inActivity ? undefined : c.activities.get(g.id);
      const { unit, modifier } = kind
        ? offerOf(kind, line, g, c)
        : { unit: null, modifier: undefined };
      offers[i] = { unit, promo: modifier?.promo ?? kind?.promo?.(line) ?? null };
      marks[i] = modifier?.marks;
      return {
        id: line.id,
        quantity: line.quantity,
        unitPriceFen: unit ?? g.priceFen,
        selected: opts.allSelected ? true : line.selected,
        buyable: unit !== null && buyable(line, g, buyer, c),
        preferred: g.isPreferred,
        freeShippingNumber: g.freeShippingNumber,
        activityId: activity?.id ?? null,
        goodsId: g.id,
        categoryIds: goodsCategories(g),
      };
    };
    // 换购 lines are priced on what the other lines reach.
    const later = (l: LineWithGoods) => registry.kindOf(l.line.kind)?.afterOthers === true;
    const first = lines.map((l, i) => (later(l) ? null : inputOf(l, i, ctx)));
    const amounts = new Map(
      activityAmounts(
        first.flatMap((i) =>
          i?.selected && i.buyable
            ? [{ activityId: i.activityId, amountFen: i.unitPriceFen * i.quantity }]
            : [],
        ),
      ).map((a) => [a.id, a.amountFen]),
    );
    const withAmounts = { ...ctx, activityAmounts: amounts };
    const inputs = lines.map((l, i) => first[i] ?? inputOf(l, i, withAmounts));
    const inCart = new Set(inputs.flatMap((i) => i.activityId ?? []));
    const activities = [...new Map([...ctx.activities.values()].map((a) => [a.id, a])).values()]
      .filter((a) => inCart.has(a.id))
      .sort((a, b) => a.id - b.id);
    const summary = priceCart(inputs, {
      activities: activities.map(toActivity),
      shippingRule: ctx.shippingRule,
      sameDeliveryFen: ctx.sameDeliveryFen,
      coupons: ctx.coupons.map(toCoupon),
      ...(opts.couponId === undefined ? {} : { couponId: opts.couponId }),
      vouchers: ctx.vouchers.map(toCoupon),
      voucherId: opts.voucherId ?? null,
    });
    const notes = new Map<number, Partial<CartManjian>>();
    for (const e of registry.expansions())
      for (const [id, note] of e.notes?.(summary) ?? [])
        notes.set(id, { ...notes.get(id), ...note });
    return {
      summary,
      combinations: lines.map(({ line }) => {
        const kind = registry.kindOf(line.kind);
        return kind?.describe?.(line, ctx.reads.get(kind.name));
      }),
      activities,
      coupons: ctx.coupons,
      vouchers: ctx.vouchers,
      shippingRule: ctx.shippingRule,
      inputs,
      unpriced: lines.map(({ line, goods: g }) => {
        const kind = registry.kindOf(line.kind);
        return kind?.unpriced?.(line, g, ctx.reads.get(kind.name), withAmounts) ?? null;
      }),
      promos: offers.map((o) => o.promo),
      marks,
      notes,
      present: registry.discountsOf(),
    };
  };
}
