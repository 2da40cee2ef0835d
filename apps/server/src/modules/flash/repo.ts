import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

    /** What the company bought of each flash goods, in orders not cancelled. */
    async bought(companyId: number, flashGoodsIds: number[]): Promise<Map<number, number>> {
      if (flashGoodsIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(flashPurchases)
        .where(
          and(
            eq(flashPurchases.companyId, companyId),
            inArray(flashPurchases.flashGoodsId, flashGoodsIds),
          ),
        );
      return new Map(rows.map((r) => [r.flashGoodsId, r.quantity]));
    },

    /**
     * Takes `quantity` of the flash stock while the session runs: a
     * conditional UPDATE whose row count decides. False when short, stopped,
     * or outside the window (read by the database clock, the same for every process).
     */
    async takeStock(id: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(flashGoods)
        .set({ stockLeft: sql`${flashGoods.stockLeft} - ${quantity}` })
        .where(
          and(
            eq(flashGoods.id, id),
            sql`${flashGoods.stockLeft} >= ${quantity}`,
            sql`EXISTS (SELECT 1 FROM flash_sessions s WHERE s.id = ${flashGoods.sessionId}
              AND s.enabled AND now() >= s.starts_at AND now() < s.ends_at)`,
          ),
        )
        .returning({ id: flashGoods.id });
      return rows.length === 1;
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

    /** Claims `quantity` against the limit with a conditional upsert; false when it would pass it. */
    async claimPurchase(companyId: number, flashGoodsId: number, quantity: number, limit: number) {
      if (limit > 0 && quantity > limit) return false;
      const rows = await db
        .insert(flashPurchases)
        .values({ companyId, flashGoodsId, quantity })
        .onConflictDoUpdate({
          target: [flashPurchases.companyId, flashPurchases.flashGoodsId],
          set: { quantity: sql`${flashPurchases.quantity} + excluded.quantity` },
          ...(limit > 0
            ? { setWhere: sql`${flashPurchases.quantity} + excluded.quantity <= ${limit}` }
            : {}),
        })
        .returning({ quantity: flashPurchases.quantity });
      return rows.length === 1;
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
