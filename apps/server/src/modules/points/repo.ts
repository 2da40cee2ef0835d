import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/company.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { pointsLedger } from '../../db/schema/points.ts';

/** The points column is a 32-bit integer. */
const MAX_POINTS = 2_147_483_647;

export type PointsEntry = typeof pointsLedger.$inferSelect;
export type PointsFilter = { kinds?: number[]; from?: Date | undefined; to?: Date | undefined };

export function pointsRepo(db: DbOrTx) {
  return {
    /**
     * The company row locked until the transaction ends, answering its points:
     * every change of one company's points (and the reads deciding it) take
     * turns. NO KEY UPDATE, as the console's lock of the company: rows merely
     * referencing the company are not blocked.
     */
    async lock(companyId: number): Promise<number | null> {
      const [row] = await db
        .select({ points: companies.points })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('no key update');
      return row?.points ?? null;
    },

    async balance(companyId: number): Promise<number> {
      const [row] = await db
        .select({ points: companies.points })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.points ?? 0;
    },

    /** Adds points unless the column would overflow; the new balance, or null. */
    async credit(companyId: number, n: number): Promise<number | null> {
      const [row] = await db
        .update(companies)
        .set({ points: sql`${companies.points} + ${n}` })
        .where(and(eq(companies.id, companyId), lte(companies.points, MAX_POINTS - n)))
        .returning({ points: companies.points });
      return row?.points ?? null;
    },

    /** Takes points only if the balance covers them; the new balance, or null. */
    async debit(companyId: number, n: number): Promise<number | null> {
      const [row] = await db
        .update(companies)
        .set({ points: sql`${companies.points} - ${n}` })
        .where(and(eq(companies.id, companyId), gte(companies.points, n)))
        .returning({ points: companies.points });
      return row?.points ?? null;
    },

    /** The entry's id, or null when the order already has its earned entry (unique index). */
    async record(entry: typeof pointsLedger.$inferInsert): Promise<number | null> {
      const [row] = await db
        .insert(pointsLedger)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: pointsLedger.id });
      return row?.id ?? null;
    },

    /** The order as points need it: what was paid for goods and what has been refunded of it. */
    async orderMoney(orderId: number) {
      const [[row], [refunded]] = await Promise.all([
        db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            companyId: orders.companyId,
            paidFen: orders.paidFen,
            shippingFen: orders.shippingFen,
          })
          .from(orders)
          .where(eq(orders.id, orderId)),
        db
          .select({ fen: sql<number>`coalesce(sum(${orderLines.refundedFen}), 0)::int` })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId)),
      ]);
      return row ? { ...row, refundedFen: refunded?.fen ?? 0 } : null;
    },

    /** The order's earned entry and what refunds have taken back (or written off) so far. */
    async orderPoints(orderId: number) {
      const [row] = await db
        .select({
          earned: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.kind} = 1), 0)::int`,
          basisFen: sql<number>`coalesce(max(${pointsLedger.basisFen}) filter (where ${pointsLedger.kind} = 1), 0)::int`,
          reversed: sql<number>`coalesce(sum(${pointsLedger.shortfall} - ${pointsLedger.delta}) filter (where ${pointsLedger.kind} = 2), 0)::int`,
          hasEarned: sql<boolean>`bool_or(${pointsLedger.kind} = 1)`,
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.orderId, orderId));
      return {
        earned: row?.earned ?? 0,
        basisFen: row?.basisFen ?? 0,
        reversed: row?.reversed ?? 0,
        hasEarned: row?.hasEarned ?? false,
      };
    },

    /**
     * 累计获得: every entry the ledger lists as a gain (+N), whatever brought
     * it (an order, a draw, a staff addition, points given back), so the
     * figure is the sum of the page's + entries, not of one kind.
     */
    async totals(companyId: number) {
      const [row] = await db
        .select({
          earned: sql<number>`coalesce(sum(${pointsLedger.delta}) filter (where ${pointsLedger.delta} > 0), 0)::int`,
        })
        .from(pointsLedger)
        .where(eq(pointsLedger.companyId, companyId));
      return { earned: row?.earned ?? 0 };
    },

    async page(companyId: number, f: PointsFilter, limit: number, offset: number) {
      const conds: SQL[] = [eq(pointsLedger.companyId, companyId)];
      if (f.kinds) conds.push(inArray(pointsLedger.kind, f.kinds));
      if (f.from) conds.push(gte(pointsLedger.createdAt, f.from));
      if (f.to) conds.push(lt(pointsLedger.createdAt, f.to));
      const where = and(...conds);
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: pointsLedger, orderNo: orders.orderNo })
          .from(pointsLedger)
          .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
          .where(where)
          .orderBy(desc(pointsLedger.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
