import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { flashGoods, flashSessions } from '../../db/schema/flash.ts';
import { fullReductionGoods, fullReductions } from '../../db/schema/promotion.ts';
import { overlapping } from '../../db/windows.ts';

export type FlashGoodsInsert = typeof flashGoods.$inferInsert;

/** The console's SQL for sessions and their goods. */
export function flashAdminRepo(db: DbOrTx) {
  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(flashSessions)
          .orderBy(desc(flashSessions.startsAt), desc(flashSessions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(flashSessions),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Session goods with the goods' name, maker, specification, price and own stock. */
    goodsOf(sessionIds: number[]) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          row: flashGoods,
          name: goods.name,
          manufacturer: goods.manufacturer,
          specification: goods.specification,
          priceFen: goods.priceFen,
          stock: goods.stock,
        })
        .from(flashGoods)
        .innerJoin(goods, eq(goods.id, flashGoods.goodsId))
        .where(inArray(flashGoods.sessionId, sessionIds))
        .orderBy(asc(flashGoods.sort), asc(flashGoods.id));
    },

    async session(id: number, lock = false) {
      const q = db.select().from(flashSessions).where(eq(flashSessions.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async insertSession(v: typeof flashSessions.$inferInsert) {
      const [row] = await db.insert(flashSessions).values(v).returning();
      return row!;
    },

    async updateSession(id: number, v: Partial<typeof flashSessions.$inferInsert>) {
      const [row] = await db
        .update(flashSessions)
        .set(v)
        .where(eq(flashSessions.id, id))
        .returning();
      return row ?? null;
    },

    async flashGoods(id: number) {
      const [row] = await db.select().from(flashGoods).where(eq(flashGoods.id, id)).for('update');
      return row ?? null;
    },

    /** Null when the session already holds the goods (the unique index). */
    async insertGoods(v: FlashGoodsInsert) {
      const [row] = await db.insert(flashGoods).values(v).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateGoods(id: number, v: Partial<FlashGoodsInsert>) {
      const [row] = await db.update(flashGoods).set(v).where(eq(flashGoods.id, id)).returning();
      return row ?? null;
    },

    /** Removes a session goods nobody bought (a sold one stays for its orders). */
    async deleteUnsold(id: number) {
      const rows = await db
        .delete(flashGoods)
        .where(and(eq(flashGoods.id, id), eq(flashGoods.stockLeft, flashGoods.stockTotal)))
        .returning({ id: flashGoods.id });
      return rows.length === 1;
    },

    /** Another enabled session in [from, to) holding one of these goods: the first such. */
    async overlappingSession(goodsIds: number[], from: Date, to: Date, exceptSession: number) {
      if (goodsIds.length === 0) return null;
      const [row] = await db
        .select({ goodsId: flashGoods.goodsId, title: flashSessions.title, name: goods.name })
        .from(flashGoods)
        .innerJoin(flashSessions, eq(flashSessions.id, flashGoods.sessionId))
        .innerJoin(goods, eq(goods.id, flashGoods.goodsId))
        .where(
          and(
            inArray(flashGoods.goodsId, goodsIds),
            ne(flashSessions.id, exceptSession),
            overlapping(flashSessions, from, to),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A 满减 activity in [from, to) holding one of these goods: the first such. */
    async overlappingActivity(goodsIds: number[], from: Date, to: Date) {
      if (goodsIds.length === 0) return null;
      const [row] = await db
        .select({ title: fullReductions.title, name: goods.name })
        .from(fullReductionGoods)
        .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
        .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
        .where(
          and(inArray(fullReductionGoods.goodsId, goodsIds), overlapping(fullReductions, from, to)),
        )
        .limit(1);
      return row ?? null;
    },

    async goodsIdsOf(sessionId: number) {
      const rows = await db
        .select({ id: flashGoods.goodsId })
        .from(flashGoods)
        .where(eq(flashGoods.sessionId, sessionId));
      return rows.map((r) => r.id);
    },

    async goodsExists(id: number) {
      const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, id));
      return row !== undefined;
    },

    /** Serialises changes to one goods' flash sessions (two operators adding it at once). */
    lockGoods: (goodsId: number) =>
      db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('flash_goods'), ${goodsId})`),
  };
}
