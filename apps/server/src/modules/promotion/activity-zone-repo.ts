import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, goods } from '../../db/schema/catalog.ts';
import { fullReductionGoods, fullReductions } from '../../db/schema/promotion.ts';

// The activity zone's reads: an activity's goods on the shelf, by root
// category (the catalogue's tables are read, never written).

/** Goods of the activity on the shelf, of category `cid` or under it (0: all). */
const member = (activityId: number, cid: number) =>
  and(
    eq(fullReductionGoods.activityId, activityId),
    eq(goods.isHidden, false),
    cid ? or(eq(goods.categoryId, cid), eq(goods.categoryRootId, cid)) : undefined,
  );

export function activityZoneRepo(db: DbOrTx) {
  return {
    async activity(id: number) {
      const [a] = await db.select().from(fullReductions).where(eq(fullReductions.id, id));
      return a ?? null;
    },

    /** Activities whose window holds `now`, newest first, with their goods on the shelf. */
    running: (now: Date) =>
      db
        .select({ activity: fullReductions, goodsCount: sql<number>`count(${goods.id})::int` })
        .from(fullReductions)
        .leftJoin(fullReductionGoods, eq(fullReductionGoods.activityId, fullReductions.id))
        .leftJoin(goods, and(eq(goods.id, fullReductionGoods.goodsId), eq(goods.isHidden, false)))
        .where(and(lte(fullReductions.startsAt, now), gt(fullReductions.endsAt, now)))
        .groupBy(fullReductions.id)
        .orderBy(desc(fullReductions.startsAt), desc(fullReductions.id)),

    /** The root categories of the activity's goods, with how many goods each holds. */
    categories: (activityId: number) =>
      db
        .select({ id: categories.id, name: categories.name, count: sql<number>`count(*)::int` })
        .from(fullReductionGoods)
        .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
        .innerJoin(categories, eq(categories.id, goods.categoryRootId))
        .where(member(activityId, 0))
        .groupBy(categories.id, categories.name, categories.sort)
        .orderBy(categories.sort, categories.id),

    /** One page of goods ids, best sellers first, and how many there are. */
    async goodsPage(activityId: number, cid: number, limit: number, offset: number) {
      const where = member(activityId, cid);
      const [rows, [count]] = await Promise.all([
        db
          .select({ id: goods.id })
          .from(fullReductionGoods)
          .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
          .where(where)
          .orderBy(desc(goods.sales), goods.id)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(fullReductionGoods)
          .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
          .where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
    },
  };
}
