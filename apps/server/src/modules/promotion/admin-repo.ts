import { and, desc, eq, gt, ilike, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { coupons, fullReductionGoods, fullReductions } from '../../db/schema/promotion.ts';
import { overlapping } from '../../db/windows.ts';

export type ActivityFilter = {
  status?: 'upcoming' | 'running' | 'ended' | undefined;
  keywords: string;
};
export type CouponFilter = {
  status?: 'unused' | 'used' | 'expired' | undefined;
  companyId?: number | undefined;
  keywords: string;
};
export type ActivityInput = Omit<typeof fullReductions.$inferInsert, 'id'>;

/** The console's reads and writes of activities and coupons, with goods and company names. */
export function promotionAdminRepo(db: DbOrTx) {
  const activityWhere = (f: ActivityFilter, now = new Date()): SQL | undefined => {
    const conds: (SQL | undefined)[] = [];
    if (f.status === 'upcoming') conds.push(gt(fullReductions.startsAt, now));
    if (f.status === 'running')
      conds.push(lte(fullReductions.startsAt, now), gt(fullReductions.endsAt, now));
    if (f.status === 'ended') conds.push(lte(fullReductions.endsAt, now));
    if (f.keywords) conds.push(ilike(fullReductions.title, likeContains(f.keywords)));
    return and(...conds);
  };
  const goodsCount = sql<number>`(SELECT count(*)::int FROM ${fullReductionGoods} fg WHERE fg.activity_id = ${fullReductions}.id)`;

  const couponWhere = (f: CouponFilter, now = new Date()): SQL | undefined => {
    const conds: (SQL | undefined)[] = [];
    if (f.status === 'used') conds.push(eq(coupons.status, 'used'));
    if (f.status === 'unused') conds.push(eq(coupons.status, 'unused'), gt(coupons.endsAt, now));
    if (f.status === 'expired') conds.push(eq(coupons.status, 'unused'), lte(coupons.endsAt, now));
    if (f.companyId) conds.push(eq(coupons.companyId, f.companyId));
    if (f.keywords) {
      const like = likeContains(f.keywords);
      conds.push(sql`(${coupons.name} ILIKE ${like} OR ${companies.name} ILIKE ${like})`);
    }
    return and(...conds);
  };

  return {
    async activityPage(f: ActivityFilter, limit: number, offset: number) {
      const w = activityWhere(f);
      const [rows, [count]] = await Promise.all([
        db
          .select({ activity: fullReductions, goodsCount })
          .from(fullReductions)
          .where(w)
          .orderBy(desc(fullReductions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(fullReductions).where(w),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async activity(id: number, lock = false) {
      const q = db
        .select({ activity: fullReductions, goodsCount })
        .from(fullReductions)
        .where(eq(fullReductions.id, id));
      const [row] = await (lock ? q.for('update', { of: fullReductions }) : q);
      return row ?? null;
    },

    activityGoods: (id: number) =>
      db
        .select({
          id: goods.id,
          name: goods.name,
          manufacturer: goods.manufacturer,
          specification: goods.specification,
          priceFen: goods.priceFen,
        })
        .from(fullReductionGoods)
        .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
        .where(eq(fullReductionGoods.activityId, id))
        .orderBy(goods.id),

    async insert(v: ActivityInput) {
      const [row] = await db.insert(fullReductions).values(v).returning();
      return row!;
    },

    async update(id: number, v: Partial<ActivityInput>) {
      const [row] = await db
        .update(fullReductions)
        .set(v)
        .where(eq(fullReductions.id, id))
        .returning();
      return row ?? null;
    },

    /** Ends a running or upcoming activity now; null when it has already ended. */
    async stop(id: number) {
      const now = new Date();
      const [row] = await db
        .update(fullReductions)
        .set({
          endsAt: now,
          // An activity that had not started ends before it starts: never runs.
          startsAt: sql`least(${fullReductions.startsAt}, ${now})`,
        })
        .where(and(eq(fullReductions.id, id), gt(fullReductions.endsAt, now)))
        .returning();
      return row ?? null;
    },

    goodsIdsOf: async (id: number) =>
      (
        await db
          .select({ goodsId: fullReductionGoods.goodsId })
          .from(fullReductionGoods)
          .where(eq(fullReductionGoods.activityId, id))
          .orderBy(fullReductionGoods.goodsId)
      ).map((r) => r.goodsId),

    async existingGoods(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Replaces the activity's goods with these. */
    async setGoods(id: number, goodsIds: number[]) {
      await db
        .delete(fullReductionGoods)
        .where(
          goodsIds.length > 0
            ? and(
                eq(fullReductionGoods.activityId, id),
                notInArray(fullReductionGoods.goodsId, goodsIds),
              )
            : eq(fullReductionGoods.activityId, id),
        );
      if (goodsIds.length > 0)
        await db
          .insert(fullReductionGoods)
          .values(goodsIds.map((goodsId) => ({ activityId: id, goodsId })))
          .onConflictDoNothing();
    },

    /**
     * Goods of this activity that another activity holds over an overlapping
     * time: the shop shows one activity per goods, so that is refused.
     */
    async clashes(id: number, startsAt: Date, endsAt: Date) {
      return db
        .select({ goodsName: goods.name, title: fullReductions.title })
        .from(fullReductionGoods)
        .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
        .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
        .where(
          and(
            sql`${fullReductions.id} <> ${id}`,
            overlapping(fullReductions, startsAt, endsAt),
            // An activity already over clashes with nothing any more.
            gt(fullReductions.endsAt, new Date()),
            sql`${fullReductionGoods.goodsId} IN (SELECT goods_id FROM full_reduction_goods WHERE activity_id = ${id})`,
          ),
        )
        .limit(3);
    },

    /**
     * Membership and activity times change one writer at a time, so two
     * operators cannot each put the same goods in overlapping activities.
     */
    async lockMemberships() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('full_reduction_goods'))`);
    },

    async couponPage(f: CouponFilter, limit: number, offset: number) {
      const w = couponWhere(f);
      const [rows, [count]] = await Promise.all([
        db
          .select({ coupon: coupons, companyName: companies.name })
          .from(coupons)
          .innerJoin(companies, eq(companies.id, coupons.companyId))
          .where(w)
          .orderBy(desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(coupons)
          .innerJoin(companies, eq(companies.id, coupons.companyId))
          .where(w),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async companyIds(ids: number[]) {
      const rows = await db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    issue: (rows: (typeof coupons.$inferInsert)[]) =>
      db.insert(coupons).values(rows).returning({ id: coupons.id, companyId: coupons.companyId }),
  };
}
