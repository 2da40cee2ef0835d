import type { CartState } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound, Refused, refusalError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { AuthService } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import {
  type CheckoutService,
  type LineWithGoods,
  presentActivities,
  presentCoupons,
  presentLines,
  presentSummary,
} from '../checkout/index.ts';
import type { CartQuantities } from './quantities.ts';
import { type CartLineRow, cartRepo, type GoodsRow, type LineKey } from './repo.ts';

export type AddLine = {
  goodsId: number;
  number: number;
  isYj: boolean;
  type: number;
  /** miaosha_goods_id of a type-1 (flash) line. */
  flashGoodsId?: number | undefined;
};

/** Cart list filters (spec default 99999 = everything). */
export const CART_FILTERS = [
  { type: 99999, name: '全部商品', test: (_g: GoodsRow) => true },
  { type: 1, name: '优选商品', test: (g: GoodsRow) => g.isPreferred },
  { type: 2, name: '近效期商品', test: (g: GoodsRow) => g.warehouseId === 3 },
] as const;

type Deps = {
  db: Db;
  quantities: CartQuantities;
  catalog: CatalogService;
  checkout: CheckoutService;
  auth: AuthService;
};

/** A number refused for stock or limit is, to a buyer, out of stock or over the limit. */
const QUANTITY_CODES: Record<string, string> = {
  over_stock: 'out_of_stock',
  over_limit: 'purchase_limit',
};

/**
 * The refusal's name a client tells lines apart by: the checkout refusal (a
 * quantity problem by its kind), or off_sale for goods no longer on sale
 * (checkout.goods answers not found).
 */
const reasonCodeOf = (e: unknown): string => {
  if (e instanceof Refused) {
    const r = e.refusal;
    if (r.reason !== 'quantity') return r.reason;
    return QUANTITY_CODES[r.problem.kind] ?? r.problem.kind;
  }
  if (e instanceof AppError) return e.kind === 'not_found' ? 'off_sale' : e.kind;
  throw e;
};

/** A refusal as the cart reports a skipped line: the buyer's words. */
const reasonOf = (e: unknown) => {
  if (e instanceof Refused) return refusalError(e.refusal).message;
  if (e instanceof AppError) return e.message;
  throw e;
};

export function cartService({ db, quantities, catalog, checkout, auth }: Deps) {
  const { changed } = quantities;

  /**
   * Checks a line's new number with the rules the order will apply again
   * (checkout's refusal step), counting the goods' other line (activity or
   * original price) for its purchase limit.
   */
  async function checkNumber(
    tx: DbOrTx,
    buyer: Buyer,
    g: GoodsRow,
    line: Pick<CartLineRow, 'id' | 'kind' | 'originalPrice' | 'selected'> &
      Partial<Pick<CartLineRow, 'combinationId' | 'flashGoodsId'>>,
    quantity: number,
    known?: { activity?: CartLineRow; original?: CartLineRow },
  ) {
    const both =
      known ?? (await cartRepo(tx).linesOfGoods(buyer.user.id, buyer.company.id, g.id, line.kind));
    const other = line.originalPrice ? both.activity : both.original;
    await checkout.checkNumber(tx, buyer, { ...line, quantity }, g, other?.quantity ?? 0);
  }

  /** Adds to a line, or creates it; `g` is the goods read just before the transaction. */
  async function addOne(tx: DbOrTx, buyer: Buyer, add: AddLine, g: GoodsRow) {
    // The kind the add makes refuses what it cannot be added as; a package has its own call.
    const { kind, flashGoodsId } = checkout.addKey(add);
    const key = { goodsId: g.id, kind, originalPrice: add.isYj, flashGoodsId };
    await cartRepo(tx).lock(buyer.user.id);
    const both = await cartRepo(tx).linesOfGoods(buyer.user.id, buyer.company.id, g.id, key.kind);
    const found = add.isYj ? both.original : both.activity;
    // A flash line of another session is replaced, not added to.
    const existing = found && found.flashGoodsId === flashGoodsId ? found : undefined;
    const total = (existing?.quantity ?? 0) + add.number;
    const line = { id: existing?.id ?? 0, selected: true, ...key };
    await checkNumber(tx, buyer, g, line, total, both);
    await cartRepo(tx).addTo(buyer.user.id, buyer.company.id, key, add.number);
  }

  const lines = (buyer: Buyer, tx: DbOrTx = db, ids?: number[]) =>
    cartRepo(tx).linesWithGoods(buyer.user.id, buyer.company.id, ids);

  /**
   * The cart page's lines: stock, prices and limits read now, the rest of the
   * goods row (names, pictures, packing facts) from the goods cache.
   */
  async function pageLines(buyer: Buyer): Promise<LineWithGoods[]> {
    const live = await cartRepo(db).liveLines(buyer.user.id, buyer.company.id);
    const ids = live.map((r) => r.goods.id);
    const cached = await catalog.cachedRows(ids);
    const missing = ids.filter((id) => !cached.has(id));
    // Hidden goods are not in the catalogue's cache.
    for (const row of await catalog.rowsNow(db, missing)) cached.set(row.id, row);
    return live.flatMap(({ line, goods: g }) => {
      const base = cached.get(g.id);
      return base ? [{ line, goods: { ...base, ...g } }] : [];
    });
  }

  const displayPrice = checkout.quote;

  const total = (buyer: Buyer) => cartRepo(db).count(buyer.user.id, buyer.company.id);

  /** Adds each line in its own transaction, reporting those that could not be added. */
  async function addEach(buyer: Buyer, adds: AddLine[], nameOf: (add: AddLine) => Promise<string>) {
    const skipped: { name: string; reason: string }[] = [];
    const refused: { goodsId: number; code: string; reason: string }[] = [];
    let added = 0;
    for (const add of adds) {
      try {
        const g = (await checkout.goods([add.goodsId])).get(add.goodsId)!;
        await db.transaction((tx) => addOne(tx, buyer, add, g));
        added += 1;
      } catch (e) {
        const reason = reasonOf(e);
        skipped.push({ name: await nameOf(add), reason });
        refused.push({ goodsId: add.goodsId, code: reasonCodeOf(e), reason });
      }
    }
    return { added, skipped, refused };
  }

  return {
    total,
    /** Called when an order took the user's lines. */
    changed,

    async add(buyer: Buyer, adds: AddLine[]) {
      checkout.assertMayBuy(buyer);
      for (const add of adds) checkout.addKey(add);
      await checkout.admit(
        buyer,
        adds.map((a) => ({ ...a, quantity: a.number })),
      );
      const goods = await checkout.goods(adds.map((a) => a.goodsId));
      await db.transaction(async (tx) => {
        for (const add of adds) await addOne(tx, buyer, add, goods.get(add.goodsId)!);
      });
      await changed(buyer.user.id, buyer.company.id);
      return { total: await total(buyer) };
    },

    /**
     * Adds `number` of a kind's own line through the kind's own route (a
     * package: a line whose goods is the package's first goods), under the
     * kind's rules.
     */
    async addOwnLine(
      buyer: Buyer,
      own: Pick<LineKey, 'kind' | 'goodsId'> & { combinationId: number },
      number: number,
    ) {
      checkout.assertMayBuy(buyer);
      const g = (await checkout.goods([own.goodsId])).get(own.goodsId)!;
      const { combinationId } = own;
      const key = { ...own, originalPrice: false };
      await db.transaction(async (tx) => {
        await cartRepo(tx).lock(buyer.user.id);
        const held = await cartRepo(tx).packageLine(buyer.user.id, buyer.company.id, combinationId);
        const line = { id: held?.id ?? 0, selected: true, ...key };
        await checkNumber(tx, buyer, g, line, (held?.quantity ?? 0) + number, {});
        await cartRepo(tx).addTo(buyer.user.id, buyer.company.id, key, number);
      });
      await changed(buyer.user.id, buyer.company.id);
      return { total: await total(buyer) };
    },

    /** Adds the goods' smallest orderable number, or the number given. */
    async quickAdd(buyer: Buyer, goodsId: number, number: number | undefined) {
      checkout.assertMayBuy(buyer);
      const g = (await checkout.goods([goodsId])).get(goodsId)!;
      // When nothing is orderable the step still gets the rule's own refusal (库存不足 ...).
      const n = number ?? checkout.smallestQuantity(g, buyer);
      await db.transaction((tx) =>
        addOne(tx, buyer, { goodsId, number: n, isYj: false, type: 0 }, g),
      );
      await changed(buyer.user.id, buyer.company.id);
      return { total: await total(buyer) };
    },

    async edit(buyer: Buyer, id: number, number: number) {
      await db.transaction(async (tx) => {
        await cartRepo(tx).lock(buyer.user.id);
        const [row] = await lines(buyer, tx, [id]);
        if (!row) throw notFound('购物车商品');
        await checkNumber(tx, buyer, row.goods, row.line, number);
        await cartRepo(tx).setQuantity(buyer.user.id, buyer.company.id, id, number);
      });
      await changed(buyer.user.id, buyer.company.id);
      // Presented after the commit: the goods object reads outside the transaction,
      // which on the single-connection embedded database would wait for it forever.
      const updated = await lines(buyer, db, [id]);
      return presentLines(buyer, updated, await displayPrice(buyer, updated))[0]!;
    },

    async remove(buyer: Buyer, ids: number[]) {
      const removed = await cartRepo(db).remove(buyer.user.id, buyer.company.id, ids);
      if (removed === 0) throw notFound('购物车商品');
      await changed(buyer.user.id, buyer.company.id);
      return { total: await total(buyer) };
    },

    async select(buyer: Buyer, ids: number[] | 'all', selected: boolean) {
      const matched = await cartRepo(db).select(buyer.user.id, buyer.company.id, ids, selected);
      // Like delete: ids none of which is the buyer's are another buyer's (or gone).
      if (ids !== 'all' && matched === 0) throw notFound('购物车商品');
      return { total: await total(buyer) };
    },

    /** The goods and numbers of these cart lines of the buyer's (a standing list made from them). */
    async goodsOf(buyer: Buyer, ids: number[]) {
      const rows = await lines(buyer, db, ids);
      if (rows.length !== new Set(ids).size) throw notFound('购物车商品');
      return rows.map((r) => ({ goodsId: r.goods.id, quantity: r.line.quantity }));
    },

    /** Step 1 to step 2: exactly these lines, each one buyable in its number. */
    async checkout(buyer: Buyer, ids: number[]) {
      checkout.assertMayBuy(buyer);
      const rows = await lines(buyer, db, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      await checkout.proceed(buyer, rows, (g) =>
        fieldError('ids', `${g.name} 暂不可购买，请取消勾选后再结算`),
      );
      await cartRepo(db).selectOnly(buyer.user.id, buyer.company.id, ids);
      return { ids };
    },

    async list(buyer: Buyer, filter: number): Promise<CartState> {
      let rows = await pageLines(buyer);
      // Lines that cannot be bought now are deselected (spec section 4).
      const stuck = rows.filter(
        (r) => r.line.selected && !checkout.buyable(r.line, r.goods, buyer),
      );
      if (stuck.length > 0) {
        await cartRepo(db).select(
          buyer.user.id,
          buyer.company.id,
          stuck.map((r) => r.line.id),
          false,
        );
        rows = rows.map((r) =>
          stuck.includes(r) ? { ...r, line: { ...r.line, selected: false } } : r,
        );
      }
      const priced = await displayPrice(buyer, rows);
      const all = presentLines(buyer, rows, priced);
      const f = CART_FILTERS.find((x) => x.type === filter) ?? CART_FILTERS[0];
      const manjians = presentActivities(priced);
      const s = priced.summary;
      const rule = priced.shippingRule;
      return {
        data: all.filter((_, i) => f.test(rows[i]!.goods)),
        coupons: presentCoupons(priced),
        shipping_data: {
          shipping_amount: formatYuan(rule.thresholdFen),
          youx_shipping_amount: formatYuan(rule.preferredThresholdFen),
          // What the company already paid today and not shipped (checkout's shipping credit).
          no_trans_order_amount: formatYuan(s.sameDeliveryFen),
          shipping_fee: formatYuan(rule.feeFen),
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
        summary: presentSummary(s, rows.length),
      };
    },

    /** What more to buy for the next 满减 tier, per activity in the selection. */
    async nextHint(buyer: Buyer, activityId: number | undefined) {
      const rows = await lines(buyer);
      return presentActivities(await displayPrice(buyer, rows))
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
      checkout.assertMayBuy(buyer);
      // No order permission needed: a purchaser assembles a cart its main account orders.
      const wanted = userIds.filter((u) => u !== buyer.user.id);
      const targets = await auth.usersOfCompany(buyer.company.id, wanted);
      if (targets.length !== wanted.length) throw notFound('子账号');
      const rows = await lines(buyer, db, ids);
      if (rows.length !== ids.length) throw notFound('购物车商品');
      let copied = 0;
      const skipped: { name: string; reason: string }[] = [];
      for (const userId of targets) {
        const target = { ...buyer, user: { ...buyer.user, id: userId } };
        const adds = rows.map((r) => ({
          goodsId: r.goods.id,
          number: r.line.quantity,
          isYj: r.line.originalPrice,
          type: r.line.kind,
          flashGoodsId: r.line.flashGoodsId ?? undefined,
        }));
        const names = new Map(rows.map((r) => [r.goods.id, r.goods.name]));
        const result = await addEach(target, adds, async (a) => names.get(a.goodsId) ?? '');
        await changed(userId, buyer.company.id);
        copied += result.added;
        skipped.push(...result.skipped);
      }
      return { copied, skipped };
    },

    /** Adds lines as the buyer would (buy again); reports why any could not be added. */
    async addMany(buyer: Buyer, adds: AddLine[]) {
      checkout.assertMayBuy(buyer);
      const { added, skipped, refused } = await addEach(buyer, adds, async (a) => {
        const [g] = await catalog.rowsNow(db, [a.goodsId]);
        return g?.name ?? `商品 ${a.goodsId}`;
      });
      await changed(buyer.user.id, buyer.company.id);
      return { total: await total(buyer), added, skipped, refused };
    },

    /** The lines an order takes, with their goods read now, removed inside its transaction. */
    async claimForOrder(tx: DbOrTx, buyer: Buyer, ids: number[]): Promise<LineWithGoods[] | null> {
      const claimed = await cartRepo(tx).claim(buyer.user.id, buyer.company.id, ids);
      return claimed.length === ids.length ? claimed : null;
    },

    /** Step 2 reads the lines without taking them. */
    linesOf: (buyer: Buyer, ids: number[]) => lines(buyer, db, ids),
  };
}

export type CartService = ReturnType<typeof cartService>;
