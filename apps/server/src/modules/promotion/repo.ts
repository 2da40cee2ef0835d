import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coupons, fullReductions } from '../../db/schema.ts';

export type ActivityRow = typeof fullReductions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

export function promotionRepo(db: DbOrTx) {
  return {
    async activeByIds(ids: number[]): Promise<ActivityRow[]> {
      if (ids.length === 0) return [];
      const now = new Date();
      return db
        .select()
        .from(fullReductions)
        .where(
          and(
            inArray(fullReductions.id, ids),
            lte(fullReductions.startsAt, now),
            gt(fullReductions.endsAt, now),
          ),
        );
    },

    /** Activities running now or later (ended ones are never needed again). */
    running: (): Promise<ActivityRow[]> =>
      db.select().from(fullReductions).where(gt(fullReductions.endsAt, new Date())),

    async unusedCoupons(companyId: number): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.companyId, companyId),
            eq(coupons.status, 'unused'),
            gt(coupons.endsAt, new Date()),
          ),
        )
        .orderBy(desc(coupons.amountFen), coupons.id);
    },

    /** status 0 unused, 1 used, 2 expired (unused past its end counts as expired). */
    async couponPage(companyId: number, status: 0 | 1 | 2, limit: number, offset: number) {
      const where = couponStatusWhere(companyId, status);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(coupons)
          .where(where)
          .orderBy(desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Marks the coupon used by the order; false when it is not the company's, used or expired. */
    async consume(companyId: number, couponId: number, orderId: number): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ status: 'used', orderId })
        .where(
          and(
            eq(coupons.id, couponId),
            eq(coupons.companyId, companyId),
            eq(coupons.status, 'unused'),
            gt(coupons.endsAt, new Date()),
          ),
        )
        .returning({ id: coupons.id });
      return rows.length === 1;
    },

    async release(orderId: number) {
      await db
        .update(coupons)
        .set({ status: 'unused', orderId: null })
        .where(and(eq(coupons.orderId, orderId), eq(coupons.status, 'used')));
    },
  };
}

function couponStatusWhere(companyId: number, status: 0 | 1 | 2) {
  const mine = eq(coupons.companyId, companyId);
  const now = new Date();
  if (status === 1) return and(mine, eq(coupons.status, 'used'));
  if (status === 2) return and(mine, eq(coupons.status, 'unused'), lte(coupons.endsAt, now));
  return and(mine, eq(coupons.status, 'unused'), gt(coupons.endsAt, now));
}
