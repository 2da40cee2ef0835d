import {
  and,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods, orderLines, orders } from '../../db/schema.ts';
import { likeEscape } from '../catalog/repo.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'completed' | 'cancelled';

export function orderRepo(db: DbOrTx) {
  const mine = (companyId: number, id: number) =>
    and(eq(orders.companyId, companyId), eq(orders.id, id));

  return {
    /** Takes stock only when there is enough of it: never a read-then-write. */
    async takeStock(goodsId: number, n: number): Promise<boolean> {
      const rows = await db
        .update(goods)
        .set({ stock: sql`${goods.stock} - ${n}`, sales: sql`${goods.sales} + ${n}` })
        .where(and(eq(goods.id, goodsId), gte(goods.stock, n)))
        .returning({ id: goods.id });
      return rows.length === 1;
    },

    async returnStock(goodsId: number, n: number) {
      await db
        .update(goods)
        .set({ stock: sql`${goods.stock} + ${n}`, sales: sql`greatest(${goods.sales} - ${n}, 0)` })
        .where(eq(goods.id, goodsId));
    },

    async byKey(companyId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async find(companyId: number, id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(mine(companyId, id));
      return row;
    },

    async insert(order: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      return row!;
    },

    async insertLines(lines: (typeof orderLines.$inferInsert)[]) {
      await db.insert(orderLines).values(lines);
    },

    lines: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([] as OrderLineRow[])
        : db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, orderIds))
            .orderBy(orderLines.id),

    /** unpaid -> cancelled; null when the order was not unpaid any more. */
    async cancel(id: number, reason: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
        .returning();
      return row ?? null;
    },

    /** unpaid -> paid; null when it was not unpaid any more. */
    async markPaid(id: number, method: string, paidFen: number): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', payMethod: method, paidFen, paidAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
        .returning();
      return row ?? null;
    },

    async dueForCancel(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'unpaid'), lt(orders.expiresAt, new Date())))
        .orderBy(orders.expiresAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async page(
      companyId: number,
      status: OrderStatus | 'all',
      keywords: string,
      limit: number,
      offset: number,
    ) {
      const conds: SQL[] = [eq(orders.companyId, companyId)];
      if (status !== 'all') conds.push(eq(orders.status, status));
      if (keywords) {
        const pattern = `%${likeEscape(keywords)}%`;
        conds.push(
          or(
            like(orders.orderNo, `${likeEscape(keywords)}%`),
            exists(
              db
                .select({ one: sql`1` })
                .from(orderLines)
                .where(and(eq(orderLines.orderId, orders.id), ilike(orderLines.name, pattern))),
            ),
          )!,
        );
      }
      const where = and(...conds);
      const [rows, [count]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async counts(companyId: number): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.companyId, companyId))
        .groupBy(orders.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
