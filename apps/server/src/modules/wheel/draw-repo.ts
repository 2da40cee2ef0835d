import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { companies } from '../../db/schema/company.ts';
import { drawActivities, drawPrizes, drawRecords } from '../../db/schema/wheel.ts';

export type DrawActivityRow = typeof drawActivities.$inferSelect;
export type DrawPrizeRow = typeof drawPrizes.$inferSelect;
export type DrawRecordRow = typeof drawRecords.$inferSelect;

/** Orders that earn chances: paid (and not cancelled since) in the window, of at least the threshold. */
const EARNING_STATUSES = sql`('paid', 'shipped', 'completed')`;

/**
 * A company's allowance in an activity as one SQL expression: the gift plus
 * chances_per_order for each earning order. Used inside the conditional
 * write, so the count and the claim are one statement.
 */
function allowance(companyId: number, activityId: number): SQL {
  return sql`(SELECT a.free_chances + a.chances_per_order * (
      SELECT count(*) FROM orders o
      WHERE o.company_id = ${companyId} AND o.status IN ${EARNING_STATUSES}
        AND o.paid_at >= a.starts_at AND o.paid_at < a.ends_at
        AND o.paid_fen >= a.order_min_fen)
    FROM draw_activities a WHERE a.id = ${activityId})`;
}

export function drawRepo(db: DbOrTx) {
  return {
    async activity(id: number): Promise<DrawActivityRow | undefined> {
      const [row] = await db.select().from(drawActivities).where(eq(drawActivities.id, id));
      return row;
    },

    /** The running activity the pop-up offers: the one ending soonest. */
    async runningOne(): Promise<DrawActivityRow | undefined> {
      const now = new Date();
      const [row] = await db
        .select()
        .from(drawActivities)
        .where(
          and(
            eq(drawActivities.enabled, true),
            lte(drawActivities.startsAt, now),
            gt(drawActivities.endsAt, now),
          ),
        )
        .orderBy(asc(drawActivities.endsAt), asc(drawActivities.id))
        .limit(1);
      return row;
    },

    async running(): Promise<DrawActivityRow[]> {
      const now = new Date();
      return db
        .select()
        .from(drawActivities)
        .where(
          and(
            eq(drawActivities.enabled, true),
            lte(drawActivities.startsAt, now),
            gt(drawActivities.endsAt, now),
          ),
        )
        .orderBy(asc(drawActivities.endsAt), asc(drawActivities.id));
    },

    prizes: (activityId: number): Promise<DrawPrizeRow[]> =>
      db
        .select()
        .from(drawPrizes)
        .where(eq(drawPrizes.activityId, activityId))
        .orderBy(asc(drawPrizes.sort), asc(drawPrizes.id)),

    /** Chances left: the allowance less what was used (never below 0 on display). */
    async chancesLeft(companyId: number, activityId: number): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT greatest(0, ${allowance(companyId, activityId)} - coalesce(
            (SELECT used FROM draw_chances WHERE company_id = ${companyId} AND activity_id = ${activityId}), 0))::int AS n`),
      );
      return row?.n ?? 0;
    },

    /**
     * Uses one chance while fewer than the allowance are used: a conditional
     * upsert (concurrent draws of one company queue on its row). False when
     * none is left.
     */
    async useChance(companyId: number, activityId: number): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`INSERT INTO draw_chances (company_id, activity_id, used)
          SELECT ${companyId}, ${activityId}, 1 WHERE ${allowance(companyId, activityId)} >= 1
          ON CONFLICT (company_id, activity_id) DO UPDATE SET used = draw_chances.used + 1
            WHERE draw_chances.used < ${allowance(companyId, activityId)}
          RETURNING used`),
      );
      return rows.length === 1;
    },

    /** Takes one of a limited prize while any is left; false when it is gone. */
    async takePrize(prizeId: number): Promise<boolean> {
      const rows = await db
        .update(drawPrizes)
        .set({ stock: sql`${drawPrizes.stock} - 1`, won: sql`${drawPrizes.won} + 1` })
        .where(and(eq(drawPrizes.id, prizeId), gt(drawPrizes.stock, 0)))
        .returning({ id: drawPrizes.id });
      return rows.length === 1;
    },

    async record(r: typeof drawRecords.$inferInsert): Promise<DrawRecordRow> {
      const [row] = await db.insert(drawRecords).values(r).returning();
      return row!;
    },

    async hasDrawn(companyId: number, activityId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: drawRecords.id })
        .from(drawRecords)
        .where(and(eq(drawRecords.companyId, companyId), eq(drawRecords.activityId, activityId)))
        .limit(1);
      return row !== undefined;
    },

    /** The company's records, newest first, with each activity's name. */
    async recordPage(
      companyId: number,
      activityId: number | undefined,
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(drawRecords.companyId, companyId),
        activityId ? eq(drawRecords.activityId, activityId) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select({ record: drawRecords, activityName: drawActivities.name })
          .from(drawRecords)
          .innerJoin(drawActivities, eq(drawActivities.id, drawRecords.activityId))
          .where(where)
          .orderBy(desc(drawRecords.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(drawRecords).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** The latest prizes won (thanks left out), with the winners' company names. */
    latestWinners: (activityId: number, limit: number) =>
      db
        .select({
          company: companies.name,
          prizeName: drawRecords.prizeName,
          createdAt: drawRecords.createdAt,
        })
        .from(drawRecords)
        .innerJoin(companies, eq(companies.id, drawRecords.companyId))
        .where(and(eq(drawRecords.activityId, activityId), gt(drawRecords.kind, 0)))
        .orderBy(desc(drawRecords.id))
        .limit(limit),
  };
}
