import { formatYuan, quantityRules, type ShippingRule } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { PromotionService } from '../promotion/service.ts';
import { type PricedCart, type PricingReads, priceLines } from './pricing.ts';
import { cartRepo, type GoodsRow, type LineWithGoods } from './repo.ts';
import {
  activityLimitError,
  assertMayBuy,
  isGroupBuy,
  limitError,
  lineBuyable,
  quantityError,
  quantityGoods,
} from './rules.ts';
import {
  serializeActivities,
  serializeCoupons,
  serializeLine,
  serializeSummary,
} from './serialize.ts';
import { readShippingRule } from './shipping-rule.ts';

export type AddLine = { goodsId: number; number: number; isYj: boolean; type: number };

/** Cart list filters (spec default 99999 = everything). */
export const CART_FILTERS = [
  { type: 99999, name: '全部商品', test: (_g: GoodsRow) => true },
  { type: 1, name: '优选商品', test: (g: GoodsRow) => g.isPreferred },
  { type: 2, name: '近效期商品', test: (g: GoodsRow) => g.warehouseId === 3 },
] as const;

type Deps = { db: Db; catalog: CatalogService; promotion: PromotionService };

const SHIPPING_RULE_TTL_MS = 5_000;

export function cartService({ db, catalog, promotion }: Deps) {
  const shippingRules = ttlCache<ShippingRule>(SHIPPING_RULE_TTL_MS, 1, { serveStale: true });
  // The cart page's activities and shipping rule may be a few seconds old; the order reads them now.
  const displayReads: PricingReads = {
    activities: (ids) => promotion.runningCached(ids),
    shippingRule: () => shippingRules.get('rule', () => readShippingRule(db)),
    coupons: (companyId) => promotion.unusedCouponsCached(companyId),
  };

  async function goodsRow(tx: DbOrTx, goodsId: number): Promise<GoodsRow> {
    const [row] = await cartRepo(tx).goods([goodsId]);
    if (!row || row.isHidden) throw notFound('商品');
    return row;
  }

  /**
   * Every rule a line's number must keep, as the order will check it again:
   * packing step, minimum, stock; the purchase limit over both of the goods'
   * lines (activity and original price); the activity's own limit.
   */
  async function checkNumber(
    tx: DbOrTx,
    buyer: Buyer,
    g: GoodsRow,
    line: { kind: number; originalPrice: boolean },
    number: number,
  ) {
    const problem = quantityError(number, g, buyer);
    if (problem) throw problem;
    const other = await cartRepo(tx).find(buyer.userId, buyer.companyId, {
      goodsId: g.id,
      kind: line.kind,
      originalPrice: !line.originalPrice,
    });
    const overLimit = limitError(number + (other?.quantity ?? 0), g);
    if (overLimit) throw overLimit;
    const [activity] = g.fullReductionId
      ? await promotion.activeActivities([g.fullReductionId], tx)
      : [];
    if (line.originalPrice && !activity)
      throw fieldError('is_yj', '该商品未参加活动，请直接加入购物车');
    if (
      !line.originalPrice &&
      activity &&
      activity.limitPerBuyer > 0 &&
      number > activity.limitPerBuyer
    )
      throw activityLimitError(activity.limitPerBuyer, g.id);
  }

  /** Adds to a line, or creates it. */
  async function addOne(tx: DbOrTx, buyer: Buyer, add: AddLine) {
    if (add.type === 1) throw new AppError('bad_request', '秒杀活动未开始');
    if (add.type === 3) throw new AppError('bad_request', '组合套餐请在组合购页面加购');
    const g = await goodsRow(tx, add.goodsId);
    const key = { goodsId: g.id, kind: 0, originalPrice: add.isYj };
    const existing = await cartRepo(tx).find(buyer.userId, buyer.companyId, key);
    const total = (existing?.quantity ?? 0) + add.number;
    await checkNumber(tx, buyer, g, key, total);
    await cartRepo(tx).put(buyer.userId, buyer.companyId, key, total);
  }

  async function lines(buyer: Buyer, tx: DbOrTx = db, ids?: number[]) {
    return cartRepo(tx).linesWithGoods(buyer.userId, buyer.companyId, ids);
  }

  /** Cart lines as the spec holds them, with their goods. */
  const present = (buyer: Buyer, rows: LineWithGoods[], priced: PricedCart) =>
    rows.map((r, i) => serializeLine(r, buyer, priced.summary.lines[i]!, priced.inputs[i]!));

  /**
   * The cart page's lines: stock, prices and limits read now, the rest of the
   * goods row (names, pictures, packing facts) from the goods cache.
   */
  async function pageLines(buyer: Buyer): Promise<LineWithGoods[]> {
    const live = await cartRepo(db).liveLines(buyer.userId, buyer.companyId);
    const ids = live.map((r) => r.goods.id);
    const cached = await catalog.cachedRows(ids);
    const missing = ids.filter((id) => !cached.has(id));
    // Hidden goods are not in the catalogue's cache.
    for (const row of await cartRepo(db).goods(missing)) cached.set(row.id, row);
    return live.flatMap(({ line, goods: g }) => {
      const base = cached.get(g.id);
      return base ? [{ line, goods: { ...base, ...g } }] : [];
    });
  }

  const total = (buyer: Buyer) => cartRepo(db).count(buyer.userId, buyer.companyId);

  return {
    total,
    quantities: (userId: number, goodsIds: number[]) => cartRepo(db).quantities(userId, goodsIds),

    async add(buyer: Buyer, adds: AddLine[]) {
      assertMayBuy(buyer);
      await db.transaction(async (tx) => {
        for (const add of adds) await addOne(tx, buyer, add);
      });
      return { total: await total(buyer) };
    },

    /** Adds the goods' smallest orderable number, or the number given. */
    async quickAdd(buyer: Buyer, goodsId: number, number: number | undefined) {
      assertMayBuy(buyer);
      await db.transaction(async (tx) => {
        const g = await goodsRow(tx, goodsId);
        // When nothing is orderable the step still gets the rule's own refusal (库存不足 ...).
        const rules = quantityRules(quantityGoods(g, buyer), isGroupBuy(g));
        const min = Math.max(rules.min, rules.step);
        await addOne(tx, buyer, { goodsId, number: number ?? min, isYj: false, type: 0 });
      });
      return { total: await total(buyer) };
    },

    async edit(buyer: Buyer, id: number, number: number) {
      await db.transaction(async (tx) => {
        const [row] = await lines(buyer, tx, [id]);
        if (!row) throw notFound('购物车商品');
        await checkNumber(tx, buyer, row.goods, row.line, number);
        await cartRepo(tx).setQuantity(buyer.userId, buyer.companyId, id, number);
      });
      // Presented after the commit: the goods object reads outside the transaction,
      // which on the single-connection embedded database would wait for it forever.
      const updated = await lines(buyer, db, [id]);
      const priced = await priceLines(db, promotion, buyer, updated, { reads: displayReads });
      return present(buyer, updated, priced)[0]!;
    },

    async remove(buyer: Buyer, ids: number[]) {
      const removed = await cartRepo(db).remove(buyer.userId, buyer.companyId, ids);
      if (removed === 0) throw notFound('购物车商品');
      return { total: await total(buyer) };
    },

    async select(buyer: Buyer, ids: number[] | 'all', selected: boolean) {
      await cartRepo(db).select(buyer.userId, buyer.companyId, ids, selected);
      return { total: await total(buyer) };
    },

    /** Step 1 to step 2: exactly these lines, each one buyable in its number. */
    async checkout(buyer: Buyer, ids: number[]) {
      assertMayBuy(buyer);
      const rows = await lines(buyer, db, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      for (const r of rows) {
        if (!lineBuyable(r.goods, buyer))
          throw fieldError('ids', `${r.goods.name} 暂不可购买，请取消勾选后再结算`);
        const problem = quantityError(r.line.quantity, r.goods, buyer);
        if (problem) throw problem;
      }
      await cartRepo(db).selectOnly(buyer.userId, buyer.companyId, ids);
      return { ids };
    },

    async list(buyer: Buyer, filter: number) {
      let rows = await pageLines(buyer);
      // Lines that cannot be bought now are deselected (spec section 4).
      const stuck = rows.filter((r) => r.line.selected && !lineBuyable(r.goods, buyer));
      if (stuck.length > 0) {
        await cartRepo(db).select(
          buyer.userId,
          buyer.companyId,
          stuck.map((r) => r.line.id),
          false,
        );
        rows = rows.map((r) =>
          stuck.includes(r) ? { ...r, line: { ...r.line, selected: false } } : r,
        );
      }
      const priced = await priceLines(db, promotion, buyer, rows, { reads: displayReads });
      const all = present(buyer, rows, priced);
      const f = CART_FILTERS.find((x) => x.type === filter) ?? CART_FILTERS[0];
      const data = all.filter((_, i) => f.test(rows[i]!.goods));
      const manjians = serializeActivities(priced);
      const s = priced.summary;
      return {
        data,
        coupons: serializeCoupons(priced),
        shipping_data: {
          shipping_amount: formatYuan(priced.shippingRule.thresholdFen),
          youx_shipping_amount: formatYuan(priced.shippingRule.preferredThresholdFen),
          no_trans_order_amount: formatYuan(s.freeOnTheirOwnFen),
          shipping_fee: formatYuan(priced.shippingRule.feeFen),
          remaining: formatYuan(s.shippingRemainingFen),
          youx_remaining: formatYuan(s.preferredShippingRemainingFen),
        },
        activity_data: { manjians },
        filter_data: CART_FILTERS.map((x) => ({
          type: x.type,
          name: x.name,
          count: rows.filter((r) => x.test(r.goods)).length,
        })),
        manjian_dataIndex: Object.fromEntries(manjians.map((m, i) => [m.id, i])),
        summary: serializeSummary(s, rows.length),
      };
    },

    /** What more to buy for the next 满减 tier, per activity in the selection. */
    async nextHint(buyer: Buyer, activityId: number | undefined) {
      const priced = await priceLines(db, promotion, buyer, await lines(buyer), {
        reads: displayReads,
      });
      return serializeActivities(priced)
        .filter((m) => activityId === undefined || m.id === activityId)
        .map((m) => ({
          goods_manjian_id: m.id,
          title: m.title,
          amount: m.amount,
          next_amount: m.next_amount,
          next_reduce: m.next_reduce,
          hint: m.hint,
        }));
    },

    /**
     * Copies lines into the carts of other users of the same company
     * (sub-accounts), adding to what they hold, under the same rules as adding.
     */
    async copy(buyer: Buyer, ids: number[], userIds: number[]) {
      assertMayBuy(buyer);
      const wanted = userIds.filter((u) => u !== buyer.userId);
      const targets = await cartRepo(db).usersOfCompany(buyer.companyId, wanted);
      if (targets.length !== wanted.length) throw notFound('子账号');
      const rows = await lines(buyer, db, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      let copied = 0;
      const skipped: { name: string; reason: string }[] = [];
      for (const userId of targets)
        for (const r of rows) {
          const add = {
            goodsId: r.goods.id,
            number: r.line.quantity,
            isYj: r.line.originalPrice,
            type: r.line.kind,
          };
          try {
            await db.transaction((tx) => addOne(tx, { ...buyer, userId }, add));
            copied += 1;
          } catch (e) {
            if (!(e instanceof AppError)) throw e;
            skipped.push({ name: r.goods.name, reason: e.message });
          }
        }
      return { copied, skipped };
    },

    /** Cart lines as the spec holds them (step 2 shows them too). */
    presentLines: present,

    // For the order, inside its transaction.
    linesForOrder: (tx: DbOrTx, buyer: Buyer, ids: number[]) => lines(buyer, tx, ids),
    removeLines: (tx: DbOrTx, buyer: Buyer, ids: number[]) =>
      cartRepo(tx).remove(buyer.userId, buyer.companyId, ids),
    /** Adds lines as the buyer would (buy again); returns why any could not be added. */
    async addMany(buyer: Buyer, adds: AddLine[]) {
      assertMayBuy(buyer);
      const skipped: { name: string; reason: string }[] = [];
      let added = 0;
      for (const add of adds) {
        try {
          await db.transaction((tx) => addOne(tx, buyer, add));
          added += 1;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const [g] = await cartRepo(db).goods([add.goodsId]);
          skipped.push({ name: g?.name ?? `商品 ${add.goodsId}`, reason: e.message });
        }
      }
      return { total: await total(buyer), added, skipped };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
