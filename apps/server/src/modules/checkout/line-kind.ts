import type { CartCombination, CartGoods, CartManjian } from '@shop/contract';
import type { BuyRefusal, CartSummary, LinePromo, ShippingRule } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import type { Buyer } from '../../http/session.ts';
import type { GoodsRow } from '../catalog/index.ts';
import type { DiscountData } from './discounts.ts';

// How a promotion takes part in a purchase: the one interface every kind of
// line implements (ordinary goods too), registered at wiring in the registry
// (registry.ts) that the checkout funnel (service.ts) reads. Checkout imports
// no promotion module; each promotion module imports this and registers.
// Decision: docs/decisions/2026-11-28-line-kinds.md; docs/architecture.md, "Line kinds".

/** A cart or order line as checkout needs it. */
export type LineState = {
  id: number;
  quantity: number;
  /** The spec's line type: the number its kind registered under (LineKind.id). */
  kind: number;
  /** is_yj: bought at the original price, outside the goods' 满减 activity. */
  originalPrice: boolean;
  selected: boolean;
  /** A package line's package (the combination kind's own reference). */
  combinationId?: number | null;
  /** A flash line's miaosha_goods_id (the flash kind's own reference). */
  flashGoodsId?: number | null;
};
export type LineWithGoods = { line: LineState; goods: GoodsRow };

/**
 * What a kind or a modifier reads to price its lines: now, inside the
 * caller's transaction (an order, step 2), or a few seconds old (the cart
 * page, which may show but never charge). `part` joins the order's one
 * statement when the kind can say its read as SQL.
 */
export type Reads<D> = {
  now(tx: DbOrTx, companyId: number, goodsIds: number[]): Promise<D>;
  part?(companyId: number, goodsIds: number[]): ReadPart<D>;
  cached(companyId: number, goodsIds: number[], via?: DbOrTx): Promise<D>;
};

/** What pricing and the rules read: fresh in a transaction, or seconds-old caches for display. */
export type Context = DiscountData & {
  shippingRule: ShippingRule;
  /** no_trans_order_amount: the company's goods paid today and not shipped (ShippingCredit). */
  sameDeliveryFen: number;
  /** Each kind's and modifier's own read, by its name (Reads). */
  reads: ReadonlyMap<string, unknown>;
  /** Each 满减 activity's amount over the other lines (set while pricing, for afterOthers kinds). */
  activityAmounts?: ReadonlyMap<number, number>;
};

/** An order line before it is written. */
export type DraftLine = {
  goodsId: number;
  name: string;
  manufacturer: string;
  specification: string;
  unit: string;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
  reductionFen: number;
  couponFen: number;
  voucherFen: number;
  activityId: number | null;
  combinationId: number | null;
  /** miaosha_goods_id of a flash line. */
  flashGoodsId?: number | null;
  /** A 新人特价 line: its once-per-company claim comes back on cancel. */
  newCustomer?: boolean;
  /** The line kind it was bought as (LineKind.id). */
  kind?: number;
  /** The promotion that priced it; null or absent: the plain price. */
  promo?: LinePromo | null;
};

/** An add through /api/cart as the kind sees it (its own adds, a package's, go their own way). */
export type KindAdd = { isYj: boolean; flashGoodsId?: number | undefined };

/** An order line given back by a cancel, as stored. */
export type ReleasedLine = {
  goodsId: number;
  quantity: number;
  kind: number;
  flashGoodsId?: number | null;
  newCustomer?: boolean;
};

/** A kind's lines of one order, with the order they belong to. */
export type OrderOf = { orderId: number; companyId: number };

/**
 * A kind of line. Only `id`, `name`, `offer` and the three flags are
 * required; a kind adds the steps it takes part in. Methods, not arrow
 * properties: a kind's own data type `D` stays its own.
 */
export type LineKind<D = unknown> = {
  /** The spec's line type (cart_lines.kind, order_lines.kind): unique in the registry. */
  readonly id: number;
  readonly name: string;
  /** The goods' packing step, minimum, stock and 限购 apply (false: the kind checks the number itself). */
  readonly goodsRules: boolean;
  /** The line counts toward its goods' running 满减 activity (and its per-buyer limit). */
  readonly inActivity: boolean;
  /** Offer modifiers (94折) may change its price. */
  readonly modifiable: boolean;
  /** Priced after the other lines, on the 满减 amounts they reach (ctx.activityAmounts). */
  readonly afterOthers?: boolean;
  /** What the kind reads for its offers (flash sessions); absent: nothing. */
  readonly reads?: Reads<D>;

  /** The unit price of the line at its quantity; null: no price now (the line cannot be bought). */
  offer(line: LineState, goods: GoodsRow, data: D, ctx: Context): number | null;
  /** Why the line has no price now, as the buyer reads it (a 换购 under its threshold). */
  unpriced?(line: LineState, goods: GoodsRow, data: D, ctx: Context): string | null;
  /** is_buy of a line of a kind that checks its own number (a package by its window and stock). */
  buyable?(line: LineState, goods: GoodsRow): boolean;

  /** Refuses an add through /api/cart (a field error), and gives the line's own key. */
  add?(add: KindAdd): { flashGoodsId?: number | null };
  /** Before any transaction, from counters alone (flash): throws when the lines are surely refused. */
  admit?(buyer: Buyer, rows: { goodsId: number; quantity: number; line: KindAdd }[]): Promise<void>;
  /**
   * The kind's refusal of its lines, read now: throws an AppError or
   * returns the refusal. `comply` runs the registered compliance rules on
   * goods the line buys beyond its own (a package's items).
   */
  refusal?(
    tx: DbOrTx,
    buyer: Buyer,
    rows: LineWithGoods[],
    comply: (goods: ComplianceGoods[]) => BuyRefusal | null,
  ): Promise<BuyRefusal | null>;

  /** An order's reservation before it touches a shared row (flash counters); `undo` gives it back. */
  reserve?(
    tx: DbOrTx,
    buyer: Buyer,
    rows: LineWithGoods[],
    undo: (() => Promise<void>)[],
  ): Promise<void>;
  /**
   * The order's draft lines of this kind, rewritten before the order is
   * written (a package claimed and split into its goods); `record` runs
   * once the order has its id.
   */
  expand?(
    tx: DbOrTx,
    companyId: number,
    drafts: DraftLine[],
  ): Promise<{ lines: DraftLine[]; record(orderId: number): Promise<void> }>;
  /** Takes what the order's lines of this kind consume, after the goods' stock; throws the refusal. */
  claim?(tx: DbOrTx, buyer: Buyer, rows: LineWithGoods[], order: OrderOf): Promise<void>;
  /** Gives back what a cancelled order took (each kind picks its own lines among them). */
  release?(tx: DbOrTx, order: OrderOf, lines: ReleasedLine[]): Promise<void>;

  /** What the order line records of the promotion that priced it (order_lines.promo). */
  promo?(line: LineState): LinePromo | null;
  /** The order line's own columns of the kind (miaosha_goods_id, new_customer). */
  draft?(line: LineState): Pick<DraftLine, 'flashGoodsId' | 'newCustomer'>;
  /** What the cart line shows of the kind beyond its goods (a package). */
  describe?(line: LineState, data: D): CartCombination | undefined;
};

/**
 * Changes the offer of a modifiable (ordinary) line: 94折 is one, not a
 * kind of line. The first modifier that applies sets the price.
 */
export type OfferModifier<D = unknown> = {
  readonly name: string;
  readonly reads: Reads<D>;
  /** The new unit price, or null when the modifier does not apply to the goods. */
  modify(unitFen: number, goods: GoodsRow, data: D): number | null;
  /** What the order line records when it applied. */
  readonly promo: LinePromo;
  /** What the cart's goods object says when it applied (is_welfare). */
  readonly marks: Partial<CartGoods>;
};

/**
 * A step over a whole order's lines after the kinds' own (满赠: earned gifts
 * added as ¥0 lines), and what the cart says under each 满减 activity about
 * it (its gift, its trade-up).
 */
export type OrderExpansion = {
  readonly name: string;
  expand?(
    tx: DbOrTx,
    companyId: number,
    drafts: DraftLine[],
  ): Promise<{ lines: DraftLine[]; record(orderId: number): Promise<void> }>;
  release?(tx: DbOrTx, order: OrderOf): Promise<void>;
  /** Extra words under each activity of a priced cart (gift, hg), by activity id. */
  notes?(summary: CartSummary): Map<number, Partial<CartManjian>>;
};

/** A goods as the compliance rules read it: its class, licence facts and control. */
export type ComplianceGoods = {
  goodsId: number;
  name: string;
  unit: string;
  kind: number;
  isDevice: boolean;
  isHealth: boolean;
  approvalNumber: string;
  isControlled: boolean;
  /** 处方药 / 甲类 / 乙类 / none (domain drugClasses). */
  drugClass: string;
  /** 含特殊药品复方制剂, with its per-company limits (0: none). */
  isSpecialCompound: boolean;
  specialOrderLimit: number;
  specialMonthLimit: number;
};
