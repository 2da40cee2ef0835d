import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowFromJson, rowsOf } from '../../db/json-rows.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { goods } from '../../db/schema/catalog.ts';

export type CartLineRow = typeof cartLines.$inferSelect;
export type GoodsRow = typeof goods.$inferSelect;
export type LineWithGoods = { line: CartLineRow; goods: GoodsRow };
export type LineKey = {
  goodsId: number;
  kind: number;
  originalPrice: boolean;
  combinationId?: number | null;
  flashGoodsId?: number | null;
};

/** The first key of the cart's advisory locks (the second is the user id). */
const CART_LOCK = 2_011;

/**
 * The cart page's query, prepared once per database: query building cost
 * more CPU than PostgreSQL spends answering it.
 */
const listStatements = new WeakMap<object, ReturnType<typeof prepareList>>();

/** What the cart decides and prices with: read now. Names and pictures come from the goods cache. */
export const liveGoodsColumns = {
  id: goods.id,
  stock: goods.stock,
  midPackQuantity: goods.midPackQuantity,
  purchaseLimit: goods.purchaseLimit,
  purchaseMinimum: goods.purchaseMinimum,
  priceFen: goods.priceFen,
  marketPriceFen: goods.marketPriceFen,
  originalPriceFen: goods.originalPriceFen,
  ladderPrices: goods.ladderPrices,
  isHidden: goods.isHidden,
  activityType: goods.activityType,
  warehouseId: goods.warehouseId,
  isPreferred: goods.isPreferred,
  isFreeShipping: goods.isFreeShipping,
  freeShippingNumber: goods.freeShippingNumber,
};
export type LiveGoods = { [K in keyof typeof liveGoodsColumns]: GoodsRow[K] };

function prepareList(db: DbOrTx) {
  return db
    .select({ line: cartLines, goods: liveGoodsColumns })
    .from(cartLines)
    .innerJoin(goods, eq(goods.id, cartLines.goodsId))
    .where(
      and(
        eq(cartLines.userId, sql.placeholder('userId')),
        eq(cartLines.companyId, sql.placeholder('companyId')),
      ),
    )
    .orderBy(desc(cartLines.id))
    .prepare('cart_lines_of_user');
}

/** Every query names the user and the company from the session. Goods are read, never written. */
export function cartRepo(db: DbOrTx) {
  const mine = (userId: number, companyId: number) =>
    and(eq(cartLines.userId, userId), eq(cartLines.companyId, companyId));

  return {
    /** The lines with their goods read now: stock and prices are never cached here. */
    linesWithGoods(userId: number, companyId: number, ids?: number[]): Promise<LineWithGoods[]> {
      const where = ids
        ? and(mine(userId, companyId), inArray(cartLines.id, ids))
        : mine(userId, companyId);
      return db
        .select({ line: cartLines, goods })
        .from(cartLines)
        .innerJoin(goods, eq(goods.id, cartLines.goodsId))
        .where(where)
        .orderBy(desc(cartLines.id));
    },

    /** The cart page's lines with the goods columns that change: stock, prices, limits. */
    liveLines(
      userId: number,
      companyId: number,
    ): Promise<{ line: CartLineRow; goods: LiveGoods }[]> {
      let statement = listStatements.get(db);
      if (!statement) {
        statement = prepareList(db);
        listStatements.set(db, statement);
      }
      return statement.execute({ userId, companyId });
    },

    /**
     * Removes the lines an order takes, inside its transaction, and answers
     * them with their goods read now, in one statement: a line that another
     * request ordered (or deleted) first is simply not returned.
     */
    async claim(userId: number, companyId: number, ids: number[]): Promise<LineWithGoods[]> {
      const result = await db.execute(sql`
        WITH claimed AS (
          DELETE FROM cart_lines
          WHERE user_id = ${userId} AND company_id = ${companyId}
            AND id = ANY(${sql.param(ids)}::int[])
          RETURNING *)
        SELECT row_to_json(claimed.*) AS line, row_to_json(g.*) AS goods
        FROM claimed JOIN goods g ON g.id = claimed.goods_id
        ORDER BY claimed.id DESC`);
      return rowsOf<{ line: Record<string, unknown>; goods: Record<string, unknown> }>(result).map(
        (r) => ({ line: rowFromJson(cartLines, r.line), goods: rowFromJson(goods, r.goods) }),
      );
    },

    /**
     * Holds the user's cart until the transaction ends: an add reads the line,
     * checks the new total against stock and the purchase limit, then writes
     * it, and a second add of the same user must read after the first wrote
     * (30 parallel adds of the limit otherwise all passed, hostile review). A
     * lock on the user id, not on the line, which does not exist before the
     * first add.
     */
    async lock(userId: number) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, ${userId})`);
    },

    /** Both lines of a goods (in its activity and at the original price), by that flag. */
    async linesOfGoods(userId: number, companyId: number, goodsId: number, kind: number) {
      const rows = await db
        .select()
        .from(cartLines)
        .where(
          and(mine(userId, companyId), eq(cartLines.goodsId, goodsId), eq(cartLines.kind, kind)),
        );
      return {
        activity: rows.find((r) => !r.originalPrice),
        original: rows.find((r) => r.originalPrice),
      };
    },

    /** The line of a package (kind 3) of the user's cart, if any. */
    async packageLine(userId: number, companyId: number, combinationId: number) {
      const [row] = await db
        .select()
        .from(cartLines)
        .where(and(mine(userId, companyId), eq(cartLines.combinationId, combinationId)));
      return row;
    },

    /**
     * Adds to the line's quantity, creating the line when it is new; it comes
     * back selected. The addition happens in the database, so two adds at
     * once both count.
     */
    async addTo(userId: number, companyId: number, k: LineKey, quantity: number) {
      await db
        .insert(cartLines)
        .values({ userId, companyId, ...k, quantity, selected: true })
        .onConflictDoUpdate({
          target: [
            cartLines.userId,
            cartLines.companyId,
            cartLines.goodsId,
            cartLines.kind,
            cartLines.originalPrice,
            cartLines.combinationId,
          ],
          set: {
            // A flash line switching to another session's flash goods starts over.
            quantity: sql`CASE WHEN ${cartLines.flashGoodsId} IS NOT DISTINCT FROM excluded.miaosha_goods_id
              THEN ${cartLines.quantity} + excluded.quantity ELSE excluded.quantity END`,
            flashGoodsId: sql`excluded.miaosha_goods_id`,
            selected: true,
          },
        });
    },

    async setQuantity(userId: number, companyId: number, id: number, quantity: number) {
      await db
        .update(cartLines)
        .set({ quantity })
        .where(and(mine(userId, companyId), eq(cartLines.id, id)));
    },

    async remove(userId: number, companyId: number, ids: number[]): Promise<number> {
      const rows = await db
        .delete(cartLines)
        .where(and(mine(userId, companyId), inArray(cartLines.id, ids)))
        .returning({ id: cartLines.id });
      return rows.length;
    },

    async select(userId: number, companyId: number, ids: number[] | 'all', selected: boolean) {
      const where =
        ids === 'all'
          ? mine(userId, companyId)
          : and(mine(userId, companyId), inArray(cartLines.id, ids));
      const rows = await db
        .update(cartLines)
        .set({ selected })
        .where(where)
        .returning({ id: cartLines.id });
      return rows.length;
    },

    /** Selects exactly these lines. */
    async selectOnly(userId: number, companyId: number, ids: number[]) {
      await db
        .update(cartLines)
        .set({ selected: sql`(${inArray(cartLines.id, ids)})` })
        .where(mine(userId, companyId));
    },

    async count(userId: number, companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(mine(userId, companyId));
      return row?.n ?? 0;
    },

    /** How many of each goods the user's cart in this store holds, over all its lines. */
    async quantities(userId: number, companyId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ goodsId: cartLines.goodsId, n: sql<number>`sum(${cartLines.quantity})::int` })
        .from(cartLines)
        .where(mine(userId, companyId))
        .groupBy(cartLines.goodsId);
      return new Map(rows.map((r) => [r.goodsId, r.n]));
    },
  };
}
