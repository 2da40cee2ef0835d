import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { arrivalNotices, noticeSettings, priceWatch } from '../../db/schema/notices.ts';

const waiting = isNull(arrivalNotices.notifiedAt);

export function noticesRepo(db: DbOrTx) {
  return {
    /**
     * Holds the company row until the transaction ends: two subscriptions at
     * once, from any processes, are counted one after the other against the limit
     * (NO KEY UPDATE: rows referencing the company, which take KEY SHARE, never wait).
     */
    async lockCompany(companyId: number) {
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('no key update');
    },

    async subscribe(companyId: number, userId: number, goodsId: number) {
      await db.insert(arrivalNotices).values({ companyId, userId, goodsId }).onConflictDoNothing();
    },

    async unsubscribe(companyId: number, goodsId: number) {
      await db
        .delete(arrivalNotices)
        .where(
          and(
            eq(arrivalNotices.companyId, companyId),
            eq(arrivalNotices.goodsId, goodsId),
            waiting,
          ),
        );
    },

    async isWaiting(companyId: number, goodsId: number) {
      const [row] = await db
        .select({ id: arrivalNotices.id })
        .from(arrivalNotices)
        .where(
          and(
            eq(arrivalNotices.companyId, companyId),
            eq(arrivalNotices.goodsId, goodsId),
            waiting,
          ),
        );
      return row !== undefined;
    },

    async waitingCount(companyId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(arrivalNotices)
        .where(and(eq(arrivalNotices.companyId, companyId), waiting));
      return row?.n ?? 0;
    },

    /** Goods with a waiting notice and stock now (among `ids`, or all when none given). */
    async arrived(ids?: number[]) {
      const rows = await db
        .selectDistinct({ id: goods.id, name: goods.name })
        .from(arrivalNotices)
        .innerJoin(goods, eq(goods.id, arrivalNotices.goodsId))
        .where(
          and(
            waiting,
            gt(goods.stock, 0),
            eq(goods.isHidden, false),
            ids ? inArray(arrivalNotices.goodsId, ids) : undefined,
          ),
        );
      return rows;
    },

    /** Marks the goods' waiting notices done; the companies it claimed are the ones to tell. */
    async claimArrived(goodsId: number) {
      return db
        .update(arrivalNotices)
        .set({ notifiedAt: new Date() })
        .where(and(eq(arrivalNotices.goodsId, goodsId), waiting))
        .returning({ id: arrivalNotices.id, companyId: arrivalNotices.companyId });
    },

    /**
     * Goods whose price differs from the one last compared (or was never
     * compared), among `ids`, or among every favourite goods when none given.
     */
    async priceMoves(ids?: number[]) {
      return db
        .select({
          id: goods.id,
          name: goods.name,
          priceFen: goods.priceFen,
          seenFen: priceWatch.priceFen,
        })
        .from(goods)
        .leftJoin(priceWatch, eq(priceWatch.goodsId, goods.id))
        .where(
          and(
            ids
              ? inArray(goods.id, ids)
              : inArray(goods.id, db.selectDistinct({ id: favorites.goodsId }).from(favorites)),
            or(isNull(priceWatch.priceFen), ne(priceWatch.priceFen, goods.priceFen)),
          ),
        );
    },

    /** Starts comparing these goods' prices from their price now (kept when already compared). */
    async watchNow(goodsIds: number[]) {
      if (goodsIds.length === 0) return;
      await db
        .insert(priceWatch)
        .select(
          db
            .select({
              goodsId: goods.id,
              priceFen: goods.priceFen,
              updatedAt: sql`now()`.as('updated_at'),
            })
            .from(goods)
            .where(inArray(goods.id, goodsIds)),
        )
        .onConflictDoNothing();
    },

    async watchFirst(goodsId: number, priceFen: number) {
      await db.insert(priceWatch).values({ goodsId, priceFen }).onConflictDoNothing();
    },

    /** Moves the compared price from `seen` to `now`; false when another process moved it first. */
    async claimMove(goodsId: number, seenFen: number, nowFen: number) {
      const rows = await db
        .update(priceWatch)
        .set({ priceFen: nowFen, updatedAt: new Date() })
        .where(and(eq(priceWatch.goodsId, goodsId), eq(priceWatch.priceFen, seenFen)))
        .returning({ id: priceWatch.goodsId });
      return rows.length > 0;
    },

    /** Companies keeping the goods as a favourite that did not turn price-drop notices off. */
    async dropWatchers(goodsId: number) {
      const rows = await db
        .select({ companyId: favorites.companyId })
        .from(favorites)
        .leftJoin(noticeSettings, eq(noticeSettings.companyId, favorites.companyId))
        .where(
          and(
            eq(favorites.goodsId, goodsId),
            or(isNull(noticeSettings.priceDrop), eq(noticeSettings.priceDrop, true)),
          ),
        );
      return rows.map((r) => r.companyId);
    },

    async priceDropOn(companyId: number) {
      const [row] = await db
        .select({ on: noticeSettings.priceDrop })
        .from(noticeSettings)
        .where(eq(noticeSettings.companyId, companyId));
      return row?.on ?? true;
    },

    async setPriceDrop(companyId: number, on: boolean) {
      await db
        .insert(noticeSettings)
        .values({ companyId, priceDrop: on })
        .onConflictDoUpdate({ target: noticeSettings.companyId, set: { priceDrop: on } });
    },

    /** The console's restock list: goods with waiting notices, most companies first. */
    async waitingPage(keyword: string | undefined, limit: number, offset: number) {
      const where = and(waiting, keyword ? ilike(goods.name, likeContains(keyword)) : undefined);
      const companies = sql<number>`count(distinct ${arrivalNotices.companyId})::int`;
      const rows = await db
        .select({
          goodsId: goods.id,
          name: goods.name,
          spec: goods.specification,
          manufacturer: goods.manufacturer,
          stock: goods.stock,
          companies,
          firstAt: min(arrivalNotices.createdAt),
        })
        .from(arrivalNotices)
        .innerJoin(goods, eq(goods.id, arrivalNotices.goodsId))
        .where(where)
        .groupBy(goods.id)
        .orderBy(desc(companies), asc(goods.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: sql<number>`count(distinct ${arrivalNotices.goodsId})::int` })
        .from(arrivalNotices)
        .innerJoin(goods, eq(goods.id, arrivalNotices.goodsId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
