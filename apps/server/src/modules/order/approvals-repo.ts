import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { storeMembers, users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import type { OrderRow } from './repo.ts';

// Orders waiting for approval (待审批), and the stores a login approves for:
// those it is the main account of (its own company when it is a main
// account, and every store it holds through store_members).

export function approvalsRepo(db: DbOrTx) {
  return {
    /** The companies this login is a main account of. */
    async storesOf(userId: number): Promise<number[]> {
      const result = await db.execute(sql`
        SELECT company_id AS id FROM ${users} WHERE id = ${userId} AND is_main
        UNION
        SELECT company_id AS id FROM ${storeMembers} WHERE user_id = ${userId}`);
      return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    },

    /** The waiting orders of these stores, newest first, with their store, placer and lines. */
    async waiting(companyIds: number[]) {
      if (companyIds.length === 0) return [];
      return db
        .select({
          order: orders,
          companyName: companies.name,
          username: users.username,
          lineCount: sql<number>`(SELECT count(*)::int FROM ${orderLines} l WHERE l.order_id = ${orders.id})`,
          firstGoods: sql<string>`coalesce((SELECT l.name FROM ${orderLines} l WHERE l.order_id = ${orders.id} ORDER BY l.id LIMIT 1), '')`,
        })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(inArray(orders.companyId, companyIds), eq(orders.status, 'awaiting_approval')))
        .orderBy(desc(orders.id))
        .limit(200);
    },

    /**
     * The waiting order of one of these stores, locked until the transaction
     * ends (an approval and a rejection, or the expiry job, take turns).
     */
    async lockWaiting(companyIds: number[], id: number): Promise<OrderRow | undefined> {
      if (companyIds.length === 0) return undefined;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), inArray(orders.companyId, companyIds)))
        .for('update');
      return row;
    },

    /** awaiting_approval -> unpaid with a fresh pay window; null when it was not waiting. */
    async approve(id: number, userId: number, expiresAt: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'unpaid', approvedBy: userId, approvedAt: new Date(), expiresAt })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_approval')))
        .returning();
      return row ?? null;
    },
  };
}
