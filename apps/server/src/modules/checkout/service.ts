import { quantityRules } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound, Refused } from '../../http/errors.ts';
import { assertMayBuy, type Buyer } from '../../http/session.ts';
import { type CatalogService, type GoodsRow, isGroupBuyGoods } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { contextReads } from './context.ts';
import type { KindAdd, LineState, LineWithGoods } from './line-kind.ts';
import { lineBuyable, ordinaryKind, quantityGoods } from './ordinary-line-kind.ts';
import { placing } from './place.ts';
import { type PriceOptions, pricing } from './price.ts';
import {
  compliance,
  complianceOf,
  controlledSalesRule,
  drugClassRule,
  scopeRule,
} from './refusal-rules.ts';
import { refusalStep, withOthers } from './refusal-step.ts';
import type { CheckoutRegistry } from './registry.ts';
import { specialCompoundRule, specialLimits } from './special-compound.ts';

// The checkout funnel: who may buy what, in what number, at what price, and
// what an order consumes. Step 1 (the cart page), step 2 (order/check) and
// create are one pipeline that the cart, the order and the group-buy call;
// the kinds of line, the offer modifiers, the order expansions, the
// discounts and the compliance rules come from the registry, so checkout
// knows no promotion. Decision: docs/decisions/2026-11-28-line-kinds.md.

type Deps = {
  db: Db;
  catalog: CatalogService;
  settings: SettingsService;
  registry: CheckoutRegistry;
};

/** An add through /api/cart: the line type asked for (unknown types are ordinary lines). */
export type KindedAdd = KindAdd & { type: number };

export function checkoutService({ db, catalog, settings, registry }: Deps) {
  registry.kind(ordinaryKind);
  registry.rule(scopeRule);
  registry.rule(drugClassRule);
  registry.rule(controlledSalesRule);
  registry.rule(specialCompoundRule);
  const rules = compliance(registry.rules());
  const reads = contextReads(db, registry, settings);
  const specials = specialLimits(registry);
  const step = refusalStep(registry, rules, specials);
  const price = pricing(registry, step.buyable);
  const { place, release } = placing({ registry, rules, reads, step, price });
  const discounts = () => registry.discountsOf();

  return {
    assertMayBuy,
    /** is_buy of a line, by its kind and the compliance rules. */
    buyable: step.buyable,

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
      const r = quantityRules(quantityGoods(g, buyer), isGroupBuyGoods(g));
      return Math.max(r.min, r.step);
    },

    /**
     * The kind an add through /api/cart makes and the line's own key: the
     * kind refuses what it cannot be added as (a field error).
     */
    addKey(add: KindedAdd) {
      const kind = registry.kindOf(add.type) ?? ordinaryKind;
      if (!kind.add) throw new AppError('bad_request', '该商品不能加入购物车');
      return { kind: kind.id, flashGoodsId: null, ...kind.add(add) };
    },

    /**
     * Refuses adds the kinds' counters already refuse (a sold-out flash
     * goods) before the cart reads or opens anything: most presses of a rush
     * come after the units are gone. The transaction still checks.
     */
    async admit(buyer: Buyer, adds: (KindedAdd & { goodsId: number; quantity: number })[]) {
      for (const kind of registry.kinds()) {
        const mine = adds.filter((a) => a.type === kind.id);
        if (kind.admit && mine.length > 0)
          await kind.admit(
            buyer,
            mine.map((a) => ({ goodsId: a.goodsId, quantity: a.quantity, line: a })),
          );
      }
    },

    /**
     * The one check of a line's new number that adding and editing make:
     * the funnel's refusal step with the goods' activity as the shop
     * announces it (the order reads it again in its own transaction).
     */
    async checkNumber(
      tx: DbOrTx,
      buyer: Buyer,
      line: LineState,
      g: GoodsRow,
      otherLineQuantity: number,
    ) {
      const activities = await discounts().activitiesCached([g.id], tx);
      const refused = await step.refusal(tx, buyer, activities, [
        { line, goods: g, otherLineQuantity },
      ]);
      if (refused) throw new Refused(refused);
    },

    /** Step 1 to step 2: each line buyable in its number, on rows read now. */
    async proceed(buyer: Buyer, rows: LineWithGoods[], notBuyable: (g: GoodsRow) => Error) {
      for (const r of rows) if (!step.buyable(r.line, r.goods, buyer)) throw notBuyable(r.goods);
      const activities = await discounts().activitiesNow(
        db,
        rows.map((r) => r.goods.id),
      );
      const refused = await step.refusal(db, buyer, activities, withOthers(rows));
      if (refused) throw new Refused(refused);
    },

    /** Step 1: the lines priced from caches a few seconds old (what a page may show, never charge). */
    async quote(buyer: Buyer, rows: LineWithGoods[]) {
      const ctx = await reads.display(
        buyer.company.id,
        rows.map((r) => r.goods.id),
      );
      return price(ctx, buyer, rows);
    },

    /** Step 2: the order these lines would be, on rows read now, refused as create would. */
    async check(buyer: Buyer, rows: LineWithGoods[], opts: PriceOptions) {
      const { context } = await reads.fresh(
        db,
        buyer.company.id,
        rows.map((r) => r.goods.id),
        {},
      );
      // The purchase limit as create applies it: a cart filled past it (parallel adds) is told here.
      const refused = await step.refusal(db, buyer, context.activities, withOthers(rows));
      if (refused) throw new Refused(refused);
      return price(context, buyer, rows, { ...opts, allSelected: true });
    },

    /** Create: inside the order's transaction (place.ts). */
    place,
    /** A cancelled order gives back its coupons, limits and each kind's claims (not its stock). */
    release,

    /**
     * A purchase outside the cart (a group-buy place), inside its
     * transaction: the compliance rules, the goods' buyability and the
     * special-compound limits (locked, as an order's), as every other way in.
     */
    async refuseDirect(tx: DbOrTx, buyer: Buyer, g: GoodsRow, quantity: number) {
      const outside = rules.refusal([complianceOf(g)], buyer);
      if (outside) throw new Refused(outside);
      if (!lineBuyable(g, buyer) || rules.held(complianceOf(g), buyer))
        throw new AppError('bad_request', `${g.name} 暂不可购买`);
      const over = await specials(tx, buyer, [{ goods: g, quantity }], true);
      if (over) throw new Refused(over);
    },

    /** The company's coupons changed in this process (an order used or gave one back). */
    couponsChanged: (companyId: number) => discounts().forgetCoupons(companyId),
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
