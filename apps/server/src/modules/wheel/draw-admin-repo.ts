import { and, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies } from '../../db/schema/company.ts';
import { couponTemplates } from '../../db/schema/promotion.ts';
import { drawActivities, drawPrizes, drawRecords } from '../../db/schema/wheel.ts';
import type { DrawActivityRow, DrawPrizeRow } from './draw-repo.ts';

export type PrizeWrite = Omit<typeof drawPrizes.$inferInsert, 'activityId'> & { id?: number };

const draws = sql<number>`(SELECT count(*) FROM draw_records r WHERE r.activity_id = ${drawActivities}.id)::int`;

export function drawAdminRepo(db: DbOrTx) {
  return {
    async one(id: number) {
      const [row] = await db
        .select({ activity: drawActivities, draws })
        .from(drawActivities)
        .where(eq(drawActivities.id, id));
      return row;
    },

    async page(limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ activity: drawActivities, draws })
          .from(drawActivities)
          .orderBy(desc(drawActivities.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(drawActivities),
      ]);
      const ids = rows.map((r) => r.activity.id);
      const prizes = ids.length
        ? await db
            .select()
            .from(drawPrizes)
            .where(inArray(drawPrizes.activityId, ids))
            .orderBy(drawPrizes.sort, drawPrizes.id)
        : [];
      return { rows, prizes, total: count?.n ?? 0 };
    },

    async lock(id: number): Promise<DrawActivityRow | undefined> {
      const [row] = await db
        .select()
        .from(drawActivities)
        .where(eq(drawActivities.id, id))
        .for('update');
      return row;
    },

    async insert(a: typeof drawActivities.$inferInsert): Promise<DrawActivityRow> {
      const [row] = await db.insert(drawActivities).values(a).returning();
      return row!;
    },

    async update(id: number, a: Partial<typeof drawActivities.$inferInsert>) {
      const [row] = await db
        .update(drawActivities)
        .set(a)
        .where(eq(drawActivities.id, id))
        .returning();
      return row!;
    },

    prizesOf: (activityId: number): Promise<DrawPrizeRow[]> =>
      db
        .select()
        .from(drawPrizes)
        .where(eq(drawPrizes.activityId, activityId))
        .orderBy(drawPrizes.sort, drawPrizes.id),

    /**
     * Writes the activity's prize list: listed ids are updated, new ones
     * inserted, unlisted ones removed (only those never won: records keep
     * what was won; the caller refuses the rest).
     */
    async replacePrizes(activityId: number, list: PrizeWrite[]) {
      const keep = list.flatMap((p) => (p.id ? [p.id] : []));
      await db
        .delete(drawPrizes)
        .where(
          and(
            eq(drawPrizes.activityId, activityId),
            keep.length ? notInArray(drawPrizes.id, keep) : undefined,
          ),
        );
      for (const [i, { id, ...p }] of list.entries()) {
        if (id)
          await db
            .update(drawPrizes)
            .set({ ...p, sort: i })
            .where(and(eq(drawPrizes.id, id), eq(drawPrizes.activityId, activityId)));
        else await db.insert(drawPrizes).values({ ...p, activityId, sort: i });
      }
    },

    /** Prize ids of the activity that some draw has won (they cannot be removed). */
    async wonPrizeIds(activityId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: drawRecords.prizeId })
        .from(drawRecords)
        .where(eq(drawRecords.activityId, activityId));
      return rows.map((r) => r.id);
    },

    async templatesExist(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: couponTemplates.id })
        .from(couponTemplates)
        .where(inArray(couponTemplates.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async records(
      f: { activityId?: number | undefined; keywords: string },
      limit: number,
      offset: number,
    ) {
      const where = and(
        f.activityId ? eq(drawRecords.activityId, f.activityId) : undefined,
        f.keywords ? ilike(companies.name, likeContains(f.keywords)) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            record: drawRecords,
            activityName: drawActivities.name,
            companyName: companies.name,
          })
          .from(drawRecords)
          .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
          .innerJoin(companies, eq(companies.id, drawRecords.companyId))
          .where(where)
          .orderBy(desc(drawRecords.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(drawRecords)
          .innerJoin(companies, eq(companies.id, drawRecords.companyId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
