import type { CartCombination } from '@shop/contract';
import {
  activityAmounts,
  type BuyRefusal,
  type CartLineInput,
  type CartSummary,
  FLASH_SOLD_OUT,
  FLASH_STATUS_MESSAGES,
  type GiftRule,
  type GiftState,
  giftStates,
  lineRefusal,
  outsideScope,
  priceCart,
  type QuantityGoods,
  quantityRules,
  type ShippingRule,
  scopeRefusal,
  type TradeUpRule,
  tierUnitPrice,
  welfareUnitPrice,
} from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type ReadPart, readTogether } from '../../db/read-together.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import { assertMayBuy, type Buyer } from '../../http/session.ts';
import { buyBlock, type CatalogService, type GoodsRow } from '../catalog/index.ts';
import {
  type ActivityRow,
  type CouponRow,
  type PromotionService,
  toActivity,
  toCoupon,
} from '../promotion/index.ts';
import type { SettingsService } from '../settings/index.ts';

// Who may buy what, in what number, and at what price: one place that the
// cart and the order both call, so the cart page, step 2 and the stored order
// never disagree. Decision: docs/decisions/2026-11-23-checkout-module.md.

/** A cart or order line as checkout needs it. */
export type LineState = {
  id: number;
  quantity: number;
  /** 0 ordinary, 1 seckill, 3 combination (spec). */
  kind: number;
  /** is_yj: bought at the original price, outside the goods' activity. */
  originalPrice: boolean;
  selected: boolean;
  /** The package of a combination line (kind 3). */
  combinationId?: number | null;
  /** miaosha_goods_id of a kind-1 line. */
  flashGoodsId?: number | null;
};
export type LineWithGoods = { line: LineState; goods: GoodsRow };

/**
 * Offers a unit price for a line of a kind at its quantity. Ordinary lines
 * take the goods' tier price; a flash-sale or group-buy module registers its
 * own offer for its line kind.
 */
export type PriceOffer = (line: LineState, goods: GoodsRow, ctx: Context) => number | null;

/** A flash goods as pricing and the rules see it (the flash module's row). */
export type FlashOfferRow = {
  id: number;
  goodsId: number;
  priceFen: number;
  stockLeft: number;
  limitPerBuyer: number;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
};
export type FlashItem = { flashGoodsId: number; goodsId: number; quantity: number };
type FlashShort =
  | { reason: 'not_running'; status: keyof typeof FLASH_STATUS_MESSAGES }
  | { reason: 'over_limit'; limit: number; bought: number }
  | { reason: 'sold_out' }
  | { reason: 'short'; available: number };

/**
 * The flash sale's part in checkout (a port bound at wiring time, so checkout
 * stays free of the flash tables): offers by flash goods id, its rules, and
 * the taking and giving back of flash stock inside an order's transaction.
 */
export type FlashPort = {
  offersNow(tx: DbOrTx, goodsIds: number[]): Promise<Map<number, FlashOfferRow>>;
  offersCached(goodsIds: number[], via?: DbOrTx): Promise<Map<number, FlashOfferRow>>;
  /** Sold out or over the limit by the flash counters alone (no database), or null. */
  admit(companyId: number, items: FlashItem[]): Promise<(FlashShort & { goodsId: number }) | null>;
  refusal(
    tx: DbOrTx,
    companyId: number,
    items: FlashItem[],
  ): Promise<(FlashShort & { goodsId: number }) | null>;
  /** The counters claimed before the rows; `undo` gives them back if the order fails. */
  reserve(
    tx: DbOrTx,
    companyId: number,
    items: FlashItem[],
    undo: (() => Promise<void>)[],
  ): Promise<(FlashShort & { goodsId: number }) | null>;
  take(
    tx: DbOrTx,
    companyId: number,
    items: FlashItem[],
  ): Promise<(FlashShort & { goodsId: number }) | null>;
  giveBack(tx: DbOrTx, companyId: number, items: FlashItem[]): Promise<void>;
};

/** The kind-1 lines among these, as the flash sale takes them. */
export const flashItems = (
  lines: { goodsId: number; quantity: number; flashGoodsId?: number | null | undefined }[],
): FlashItem[] =>
  lines.flatMap((l) =>
    l.flashGoodsId
      ? [{ flashGoodsId: l.flashGoodsId, goodsId: l.goodsId, quantity: l.quantity }]
      : [],
  );

/** A flash refusal as the buyer reads it (spec section 8). */
function flashError(r: FlashShort, g: Pick<GoodsRow, 'id' | 'name' | 'unit'>) {
  const ref = { goodsId: g.id, name: g.name, unit: g.unit };
  switch (r.reason) {
    case 'not_running':
      return new AppError('bad_request', FLASH_STATUS_MESSAGES[r.status]);
    case 'over_limit':
      return new Refused({ reason: 'activity_limit', limit: r.limit, bought: r.bought, ...ref });
    case 'sold_out':
      return new AppError('conflict', FLASH_SOLD_OUT);
    case 'short':
      return new Refused({ reason: 'out_of_stock', available: r.available, ...ref });
  }
}

/** The tier price; 94折 goods take 6% off it (an activity line's own price never does). */
const ordinaryOffer: PriceOffer = (line, g, ctx) => {
  const unit = tierUnitPrice(line.quantity, g.priceFen, g.ladderPrices);
  return ctx.welfareGoods?.has(g.id) ? welfareUnitPrice(unit) : unit;
};

/** Which goods sell at 94折 now (modules/welfare): read now for an order, cached for display. */
export type WelfarePort = {
  runningPart(goodsIds: number[]): ReadPart<Set<number>>;
  runningCached(goodsIds: number[], via?: DbOrTx): Promise<Set<number>>;
};

/**
 * A line kind a zone sells itself (a combination package): its unit price,
 * its own check of the line's number (window, package stock, per-buyer
 * limit) in place of the goods' packing and limits, whether it can be bought
 * now, and what the cart line shows of it. Its lines take no 满减: the zone's
 * price is already an activity price.
 */
export type LineKind = {
  offer: PriceOffer;
  refusal(tx: DbOrTx, buyer: Buyer, line: LineState, goods: GoodsRow): Promise<BuyRefusal | null>;
  buyable(line: LineState, goods: GoodsRow): boolean;
  describe(line: LineState): CartCombination | undefined;
  /** Takes what an order's lines of this kind consume (a once-per-company claim), or throws the refusal. */
  claim?(tx: DbOrTx, buyer: Buyer, rows: LineWithGoods[]): Promise<void>;
  /** Gives back what a cancelled order's lines took (each kind picks its own lines). */
  release?(tx: DbOrTx, companyId: number, lines: ReleasedLine[]): Promise<void>;
  /**
   * Priced after the cart's other lines, whose activity amounts its offer
   * reads (ctx.activityAmounts): a 换购 line's price depends on them.
   */
  afterOthers?: boolean;
  /** Why a line of this kind has no price now, as the buyer reads it. */
  unpriced?(line: LineState, goods: GoodsRow, ctx: Context): string | null;
};
export type ReleasedLine = {
  goodsId: number;
  quantity: number;
  kind: number;
  flashGoodsId?: number | null;
  newCustomer?: boolean;
};

/** What pricing and the rules read: fresh in a transaction, or seconds-old caches for display. */
export type Context = {
  /** The running activity of each goods. */
  activities: Map<number, ActivityRow>;
  coupons: CouponRow[];
  /** Cash vouchers held; the cart page applies none (they are chosen at step 2). */
  vouchers: CouponRow[];
  shippingRule: ShippingRule;
  /** Goods in the running 全场94折 event. */
  welfareGoods?: ReadonlySet<number>;
  /** Flash goods of the lines' goods, by miaosha_goods_id. */
  flash?: Map<number, FlashOfferRow>;
  /** Each 满减 activity's amount over the other lines (set while pricing, for afterOthers kinds). */
  activityAmounts?: ReadonlyMap<number, number>;
};

export type PricedCart = {
  summary: CartSummary;
  /** Per line, in order: the package a combination line holds (spec: combination when type is 3). */
  combinations: (CartCombination | undefined)[];
  /** The running activities of the lines, in the order pricing listed them. */
  activities: ActivityRow[];
  coupons: CouponRow[];
  vouchers: CouponRow[];
  shippingRule: ShippingRule;
  /** Per line, in order: what was priced (its activity, whether it is buyable). */
  inputs: CartLineInput[];
  /** 满赠: each running activity's gift, earned or not (modules/gifts). */
  gifts: (GiftState & { name: string; unit: string })[];
  /** 换购: each running activity's trade-up, reached or not (modules/gifts). */
  tradeUps: (GiftState & TradeUpRule & { name: string; unit: string })[];
  /** Per line, in order: why its kind gives it no price now (a 换购 under its threshold), or null. */
  unpriced: (string | null)[];
  /** Per line, in order: priced at 94折 (an ordinary line of a goods in the running event). */
  welfare: boolean[];
};

export const isGroupBuy = (g: GoodsRow) => g.activityType === 1;

/** The categories a scoped coupon may name for a goods: its own, its root, its zone's. */
const goodsCategories = (g: GoodsRow) =>
  [g.categoryId, g.categoryRootId, g.zoneCategoryId, g.zoneCategoryRootId].filter(
    (c): c is number => c !== null,
  );

export function quantityGoods(g: GoodsRow, buyer: Buyer): QuantityGoods {
  return {
    stock: g.stock,
    midPackQuantity: g.midPackQuantity,
    purchaseLimit: g.purchaseLimit,
    purchaseMinimum: g.purchaseMinimum,
    buyable: buyer.company.isPassed && !g.isHidden,
  };
}

/** A goods row as the 经营范围 check reads it (domain scopeRefusal). */
const inScopeTerms = (g: GoodsRow) => ({
  kind: g.kind,
  isDevice: g.isDevice,
  isHealth: g.isHealth,
  approvalNumber: g.approvalNumber,
  goodsId: g.id,
  name: g.name,
  unit: g.unit,
});

/** The first goods outside the buyer's 经营范围, thrown as the buyer's refusal (422). */
export function assertInScope(buyer: Buyer, rows: readonly GoodsRow[]) {
  const refusal = scopeRefusal(rows.map(inScopeTerms), buyer.company.scope);
  if (refusal) throw new Refused(refusal);
}

/** is_buy of the spec, for goods that may also have been hidden since they went into the cart. */
export const lineBuyable = (g: GoodsRow, buyer: Buyer) =>
  !g.isHidden && buyBlock(g, buyer) === null;

type Deps = {
  catalog: CatalogService;
  promotion: PromotionService;
  settings: SettingsService;
  offers?: Partial<Record<number, PriceOffer>>;
  welfare?: WelfarePort;
  kinds?: Partial<Record<number, LineKind>>;
  flash?: FlashPort;
  /** 满赠 and 换购 rules of running activities, seconds old (modules/gifts); the order reads its own. */
  gifts?: {
    rules(): (GiftRule & { name: string; unit: string })[];
    tradeUpRules(): (TradeUpRule & { name: string; unit: string })[];
  };
};

export function checkoutService({
  catalog,
  promotion,
  settings,
  offers = {},
  welfare,
  kinds = {},
  flash,
  gifts,
}: Deps) {
  const lineBuyableOf = (line: LineState, g: GoodsRow, buyer: Buyer) => {
    const own = kinds[line.kind];
    // A zone's own line still sells no controlled goods to a buyer without the
    // authorization, nor goods outside its 经营范围.
    if (own && g.isControlled && !buyer.company.controlledSales) return false;
    if (own && outsideScope(g, buyer.company.scope)) return false;
    return own ? !g.isHidden && own.buyable(line, g) : lineBuyable(g, buyer);
  };
  const offerFor = (kind: number): PriceOffer | undefined =>
    kind === 0 ? ordinaryOffer : (offers[kind] ?? kinds[kind]?.offer);

  return {
    assertMayBuy,

    /**
     * is_buy of a line: a zone's own line (a package) by its zone's rule, not by
     * its lead goods' packing step; any other line by its goods.
     */
    buyable: (line: LineState, g: GoodsRow, buyer: Buyer) => lineBuyableOf(line, g, buyer),

    /** Whether a line kind can be bought at all; null when its zone offers no price. */
    offers: (kind: number) => offerFor(kind) !== undefined,

    /** A visible goods row read now, or 404. */
    /**
     * Visible goods rows read now, before a cart change opens its transaction
     * (a prepared read; the order reads them again inside its own). 404 when
     * one is hidden or unknown.
     */
    async goods(goodsIds: number[]): Promise<Map<number, GoodsRow>> {
      const rows = new Map(
        (await catalog.visibleNow([...new Set(goodsIds)])).map((g) => [g.id, g]),
      );
      for (const id of goodsIds) if (!rows.has(id)) throw notFound('商品');
      return rows;
    },

    /** The smallest number of the goods a buyer may order (the quick-add default). */
    smallestQuantity(g: GoodsRow, buyer: Buyer) {
      const rules = quantityRules(quantityGoods(g, buyer), isGroupBuy(g));
      return Math.max(rules.min, rules.step);
    },

    /**
     * Refuses a sold-out or over-limit flash line from the flash sale's
     * counters before the cart reads or opens anything: most presses of a
     * rush come after the units are gone. The transaction still checks.
     */
    async admitFlash(buyer: Buyer, lines: Parameters<typeof flashItems>[0]) {
      const items = flashItems(lines);
      const short = items.length > 0 && flash ? await flash.admit(buyer.company.id, items) : null;
      // Neither refusal the counters give names the goods.
      if (short) throw flashError(short, { id: short.goodsId, name: '', unit: '' });
    },

    /** The running activity of each goods, read now. */
    activities: (tx: DbOrTx, goodsIds: number[]) => promotion.running(tx, goodsIds),

    /** The same from the announced-change cache: adding to the cart; the order reads them now. */
    displayActivities: (tx: DbOrTx, goodsIds: number[]) => promotion.runningCached(goodsIds, tx),

    /** Activities, coupons and the shipping rule read now, inside the caller's transaction. */
    async freshContext(tx: DbOrTx, buyer: Buyer, goodsIds: number[]): Promise<Context> {
      return (await this.freshContextWith(tx, buyer, goodsIds, {})).context;
    },

    /**
     * The same with the caller's own reads (an order's address), all in one
     * statement: an order is a handful of round trips, each of them costly.
     */
    async freshContextWith<P extends Record<string, ReadPart<unknown>>>(
      tx: DbOrTx,
      buyer: Buyer,
      goodsIds: number[],
      more: P,
    ) {
      const own = {
        promotions: promotion.forOrder(buyer.company.id, goodsIds),
        rule: settings.shippingRulePart(),
        ...(welfare ? { welfare: welfare.runningPart(goodsIds) } : {}),
      };
      const read = await readTogether(tx, { ...more, ...own });
      const { activities, coupons, vouchers } = read.promotions as ReturnType<
        (typeof own)['promotions']['parse']
      >;
      // Only goods that are in a flash session at all cost the extra read.
      const inFlash = flash && (await flash.offersCached(goodsIds, tx)).size > 0;
      const context: Context = {
        activities,
        coupons,
        vouchers,
        shippingRule: read.rule as ShippingRule,
        welfareGoods: (read as { welfare?: Set<number> }).welfare ?? new Set(),
        ...(inFlash ? { flash: await flash.offersNow(tx, goodsIds) } : {}),
      };
      return {
        context,
        read: read as { [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never },
      };
    },

    /** The same, from caches a few seconds old: what the cart page may show, never charge. */
    async displayContext(buyer: Buyer, goodsIds: number[]): Promise<Context> {
      const [activities, coupons, shippingRule, welfareGoods, flashOffers] = await Promise.all([
        promotion.runningCached(goodsIds),
        promotion.unusedCouponsCached(buyer.company.id),
        settings.shippingRuleCached(),
        welfare ? welfare.runningCached(goodsIds) : new Set<number>(),
        flash?.offersCached(goodsIds),
      ]);
      return {
        activities,
        coupons,
        vouchers: [],
        shippingRule,
        welfareGoods,
        ...(flashOffers ? { flash: flashOffers } : {}),
      };
    },

    /**
     * The one check of a line's number that adding, editing, checking out and
     * ordering all make: packing step, minimum, stock, the purchase limit over
     * the goods' two lines, and the activity's per-buyer limit counting what
     * the company already bought in it. The first refusal, or null.
     */
    async refusal(
      tx: DbOrTx,
      buyer: Buyer,
      activities: Map<number, ActivityRow>,
      lines: { line: LineState; goods: GoodsRow; otherLineQuantity: number }[],
    ): Promise<BuyRefusal | null> {
      // The scope first: it is the company's licence, whatever the line's kind or number.
      const outside = scopeRefusal(
        lines.map((l) => inScopeTerms(l.goods)),
        buyer.company.scope,
      );
      if (outside) return outside;
      for (const l of lines) {
        const own = kinds[l.line.kind];
        const refused = own ? await own.refusal(tx, buyer, l.line, l.goods) : null;
        if (refused) return refused;
      }
      const goodsLines = lines.filter((l) => !kinds[l.line.kind]);
      const limited = goodsLines.filter(
        (l) => !l.line.originalPrice && (activities.get(l.goods.id)?.limitPerBuyer ?? 0) > 0,
      );
      const bought =
        limited.length > 0
          ? await promotion.bought(
              tx,
              buyer.company.id,
              limited.map((l) => l.goods.id),
            )
          : new Map<string, number>();
      for (const { line, goods: g, otherLineQuantity } of goodsLines) {
        // A flash line is priced by its session, not by the goods' 满减 activity.
        const activity = line.kind === 1 ? undefined : activities.get(g.id);
        const refusal = lineRefusal({
          goods: { ...quantityGoods(g, buyer), goodsId: g.id, name: g.name, unit: g.unit },
          groupBuy: isGroupBuy(g),
          quantity: line.quantity,
          otherLineQuantity,
          originalPrice: line.originalPrice,
          activity: activity ? { id: activity.id, limit: activity.limitPerBuyer } : null,
          boughtInActivity: activity ? (bought.get(`${activity.id}:${g.id}`) ?? 0) : 0,
        });
        if (refusal) return refusal;
      }
      const items = flashItems(lines.map((l) => ({ ...l.line, goodsId: l.goods.id })));
      if (items.length > 0) {
        if (!flash) throw new AppError('bad_request', FLASH_STATUS_MESSAGES.stopped);
        const short = await flash.refusal(tx, buyer.company.id, items);
        if (short) throw flashError(short, lines.find((l) => l.goods.id === short.goodsId)!.goods);
      }
      return null;
    },

    /**
     * Claims an order's kind-1 lines in the flash counters before its shared
     * rows (flash.reserve); throws the buyer's refusal when one is short.
     * `undo` gives them back if the order fails.
     */
    async reserveKinds(
      tx: DbOrTx,
      buyer: Buyer,
      rows: LineWithGoods[],
      undo: (() => Promise<void>)[],
    ) {
      const items = flashItems(rows.map((r) => ({ ...r.line, goodsId: r.goods.id })));
      if (items.length === 0 || !flash) return;
      const short = await flash.reserve(tx, buyer.company.id, items, undo);
      if (short) throw flashError(short, rows.find((r) => r.goods.id === short.goodsId)!.goods);
    },

    /**
     * Takes the flash stock and limits of an order's kind-1 lines inside its
     * transaction; throws the buyer's refusal when one is short.
     */
    async claimKinds(tx: DbOrTx, buyer: Buyer, rows: LineWithGoods[]) {
      for (const [k, own] of Object.entries(kinds)) {
        const mine = rows.filter((r) => r.line.kind === Number(k));
        if (own?.claim && mine.length > 0) await own.claim(tx, buyer, mine);
      }
      const items = flashItems(rows.map((r) => ({ ...r.line, goodsId: r.goods.id })));
      if (items.length === 0) return;
      if (!flash) throw new AppError('bad_request', FLASH_STATUS_MESSAGES.stopped);
      const short = await flash.take(tx, buyer.company.id, items);
      if (short) throw flashError(short, rows.find((r) => r.goods.id === short.goodsId)!.goods);
    },

    /** A cancelled order's flash units and limits come back. */
    async releaseKinds(tx: DbOrTx, companyId: number, lines: ReleasedLine[]) {
      for (const own of Object.values(kinds))
        if (own?.release) await own.release(tx, companyId, lines);
      const items = flashItems(lines);
      if (items.length > 0 && flash) await flash.giveBack(tx, companyId, items);
    },

    /** The domain's price of these lines in this context. */
    price(
      ctx: Context,
      buyer: Buyer,
      lines: LineWithGoods[],
      opts: { couponId?: number | null; voucherId?: number | null; allSelected?: boolean } = {},
    ): PricedCart {
      const inputOf = ({ line, goods: g }: LineWithGoods, c: Context): CartLineInput => {
        const own = kinds[line.kind];
        // A flash line takes no part in 满减 (docs/decisions/2026-11-25-flash-sale.md).
        const activity =
          line.originalPrice || own || line.kind === 1 ? undefined : c.activities.get(g.id);
        const offer = offerFor(line.kind);
        const unit = offer ? offer(line, g, c) : null;
        return {
          id: line.id,
          quantity: line.quantity,
          unitPriceFen: unit ?? g.priceFen,
          selected: opts.allSelected ? true : line.selected,
          buyable: unit !== null && lineBuyableOf(line, g, buyer),
          preferred: g.isPreferred,
          freeShippingNumber: g.freeShippingNumber,
          activityId: activity?.id ?? null,
          goodsId: g.id,
          categoryIds: goodsCategories(g),
        };
      };
      // 换购 lines are priced on what the other lines reach.
      const later = (l: LineWithGoods) => kinds[l.line.kind]?.afterOthers === true;
      const first = lines.map((l) => (later(l) ? null : inputOf(l, ctx)));
      const amounts = new Map(
        activityAmounts(
          first.flatMap((i) =>
            i?.selected && i.buyable
              ? [{ activityId: i.activityId, amountFen: i.unitPriceFen * i.quantity }]
              : [],
          ),
        ).map((a) => [a.id, a.amountFen]),
      );
      const inputs = lines.map(
        (l, i) => first[i] ?? inputOf(l, { ...ctx, activityAmounts: amounts }),
      );
      const inCart = new Set(inputs.flatMap((i) => i.activityId ?? []));
      const activities = [...new Map([...ctx.activities.values()].map((a) => [a.id, a])).values()]
        .filter((a) => inCart.has(a.id))
        .sort((a, b) => a.id - b.id);
      const summary = priceCart(inputs, {
        activities: activities.map(toActivity),
        shippingRule: ctx.shippingRule,
        coupons: ctx.coupons.map(toCoupon),
        ...(opts.couponId === undefined ? {} : { couponId: opts.couponId }),
        vouchers: ctx.vouchers.map(toCoupon),
        voucherId: opts.voucherId ?? null,
      });
      return {
        summary,
        combinations: lines.map(({ line }) => kinds[line.kind]?.describe(line)),
        activities,
        coupons: ctx.coupons,
        vouchers: ctx.vouchers,
        shippingRule: ctx.shippingRule,
        inputs,
        gifts: giftWords(summary, gifts?.rules() ?? []),
        tradeUps: tradeUpWords(summary, gifts?.tradeUpRules() ?? []),
        welfare: lines.map(
          ({ line, goods: g }) => line.kind === 0 && (ctx.welfareGoods?.has(g.id) ?? false),
        ),
        unpriced: lines.map(
          ({ line, goods: g }) =>
            kinds[line.kind]?.unpriced?.(line, g, { ...ctx, activityAmounts: amounts }) ?? null,
        ),
      };
    },
  };
}

/** Each rule's state with the names the cart shows. */
function giftWords(summary: CartSummary, rules: (GiftRule & { name: string; unit: string })[]) {
  const named = new Map(rules.map((r) => [r.activityId, r]));
  return giftStates(summary.activities, rules).map((s) => ({
    ...s,
    name: named.get(s.activityId)!.name,
    unit: named.get(s.activityId)!.unit,
  }));
}

/** Each trade-up's state: reached once the activity's amount is at its threshold. */
function tradeUpWords(
  summary: CartSummary,
  rules: (TradeUpRule & { name: string; unit: string })[],
) {
  const amounts = new Map(summary.activities.map((a) => [a.id, a.amountFen]));
  return rules.flatMap((r) => {
    if (!amounts.has(r.activityId)) return [];
    const [state] = giftStates(
      [{ id: r.activityId, amountFen: amounts.get(r.activityId)! }],
      [{ ...r, quantity: r.perOrder }],
    );
    return state ? [{ ...r, ...state }] : [];
  });
}

/** Each line with the quantity of the same goods' other lines among them (its purchase limit). */
export function withOthers(rows: LineWithGoods[]) {
  return rows.map((r) => ({
    ...r,
    otherLineQuantity: rows
      .filter((o) => o !== r && o.goods.id === r.goods.id)
      .reduce((n, o) => n + o.line.quantity, 0),
  }));
}

export type CheckoutService = ReturnType<typeof checkoutService>;
