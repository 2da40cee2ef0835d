import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { flashGoods, flashPurchases, flashSessions } from '../../db/schema/flash.ts';

export type FlashSessionRow = typeof flashSessions.$inferSelect;
export type FlashGoodsRow = typeof flashGoods.$inferSelect;
/** A flash goods with its session's window: what pricing and the rules read. */
export type FlashOffer = FlashGoodsRow & {
  title: string;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
};

const offerColumns = {
  id: flashGoods.id,
  sessionId: flashGoods.sessionId,
  goodsId: flashGoods.goodsId,
  priceFen: flashGoods.priceFen,
  stockTotal: flashGoods.stockTotal,
  stockLeft: flashGoods.stockLeft,
  limitPerBuyer: flashGoods.limitPerBuyer,
  sort: flashGoods.sort,
  title: flashSessions.title,
  startsAt: flashSessions.startsAt,
  endsAt: flashSessions.endsAt,
  enabled: flashSessions.enabled,
};

/** This area's SQL; only the flash module writes these tables. */
export function flashRepo(db: DbOrTx) {
  return {
    /** Sessions overlapping [from, to), earliest first. */
    sessionsBetween(from: Date, to: Date): Promise<FlashSessionRow[]> {
      return db
        .select()
        .from(flashSessions)
        .where(and(lt(flashSessions.startsAt, to), gt(flashSessions.endsAt, from)))
        .orderBy(asc(flashSessions.startsAt), asc(flashSessions.id));
    },

    async session(id: number): Promise<FlashSessionRow | null> {
      const [row] = await db.select().from(flashSessions).where(eq(flashSessions.id, id));
      return row ?? null;
    },

    /** The goods of these sessions, with their windows, in the operator's order. */
    offersOfSessions(sessionIds: number[]): Promise<FlashOffer[]> {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select(offerColumns)
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .where(inArray(flashGoods.sessionId, sessionIds))
        .orderBy(asc(flashGoods.sort), asc(flashGoods.id));
    },

    offersByIds(ids: number[]): Promise<FlashOffer[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(offerColumns)
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .where(inArray(flashGoods.id, ids));
    },

    /**
     * These flash goods with what the company bought of each, in one
     * statement: a cart add's flash check is one round trip, not two.
     */
    offersBoughtBy(companyId: number, ids: number[]): Promise<(FlashOffer & { bought: number })[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          ...offerColumns,
          bought: sql<number>`coalesce((SELECT p.quantity FROM flash_purchases p
            WHERE p.company_id = ${companyId} AND p.flash_goods_id = ${flashGoods.id}), 0)`.mapWith(
            Number,
          ),
        })
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .where(inArray(flashGoods.id, ids));
    },

    /** The flash goods of these goods whose session has not ended (or ended within a day). */
    offersOfGoods(goodsIds: number[]): Promise<FlashOffer[]> {
      if (goodsIds.length === 0) return Promise.resolve([]);
      return db
        .select(offerColumns)
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .where(
          and(
            inArray(flashGoods.goodsId, goodsIds),
            gt(flashSessions.endsAt, sql`now() - interval '1 day'`),
          ),
        );
    },

    /**
     * Takes `quantity` of the flash stock while the session runs and claims
     * it against the company's limit, in one statement: conditional writes
     * whose row counts decide, one round trip while the order holds its
     * locks. `stock` is false when short, stopped, or outside the window (by
     * the database clock, the same for every process); `limit` is false when
     * the claim would pass the limit (the caller's transaction then rolls
     * the stock back).
     */
    async take(
      item: { flashGoodsId: number; goodsId: number; quantity: number },
      companyId: number,
    ): Promise<{ stock: boolean; limit: boolean }> {
      const { flashGoodsId: id, goodsId, quantity } = item;
      // 0 is no limit; the statement sees the row as it was before its own UPDATE.
      const limit = sql`(SELECT limit_per_buyer FROM flash_goods WHERE id = ${id})`;
      const [row] = rowsOf<{ stock: number; claimed: number }>(
        await db.execute(sql`
          WITH taken AS (
            UPDATE flash_goods SET stock_left = stock_left - ${quantity}
            WHERE id = ${id} AND goods_id = ${goodsId} AND stock_left >= ${quantity}
              AND EXISTS (SELECT 1 FROM flash_sessions s WHERE s.id = flash_goods.session_id
                AND s.enabled AND now() >= s.starts_at AND now() < s.ends_at)
            RETURNING id),
          claimed AS (
            INSERT INTO flash_purchases (company_id, flash_goods_id, quantity)
            SELECT ${companyId}, id, ${quantity} FROM taken
            WHERE ${limit} = 0 OR ${quantity} <= ${limit}
            ON CONFLICT (company_id, flash_goods_id)
              DO UPDATE SET quantity = flash_purchases.quantity + excluded.quantity
              WHERE ${limit} = 0 OR flash_purchases.quantity + excluded.quantity <= ${limit}
            RETURNING quantity)
          SELECT (SELECT count(*) FROM taken)::int AS stock,
            (SELECT count(*) FROM claimed)::int AS claimed`),
      );
      return { stock: row!.stock === 1, limit: row!.claimed === 1 };
    },

    /** A cancelled order's flash units go back, never above the total. */
    async giveBackStock(id: number, quantity: number) {
      await db
        .update(flashGoods)
        .set({
          stockLeft: sql`least(${flashGoods.stockTotal}, ${flashGoods.stockLeft} + ${quantity})`,
        })
        .where(eq(flashGoods.id, id));
    },

    async releasePurchase(companyId: number, flashGoodsId: number, quantity: number) {
      await db
        .update(flashPurchases)
        .set({ quantity: sql`greatest(${flashPurchases.quantity} - ${quantity}, 0)` })
        .where(
          and(
            eq(flashPurchases.companyId, companyId),
            eq(flashPurchases.flashGoodsId, flashGoodsId),
          ),
        );
    },
  };
}
