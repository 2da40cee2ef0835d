import type { OrderStatus } from '@shop/contract';
import { and, desc, eq, exists, ilike, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowFromJson, rowsOf } from '../../db/json-rows.ts';
import { likeEscape } from '../../db/like.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type { OrderStatus };

/** Whose orders a buyer sees: the company's, or only the user's own (a sub-account without see_all_orders). */
export type OrderScope = { companyId: number; userId?: number };

const inScope = (s: OrderScope) =>
  s.userId === undefined
    ? eq(orders.companyId, s.companyId)
    : and(eq(orders.companyId, s.companyId), eq(orders.userId, s.userId))!;

export function orderRepo(db: DbOrTx) {
  const mine = (scope: OrderScope, id: number) => and(inScope(scope), eq(orders.id, id));

  return {
    async byKey(companyId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async find(scope: OrderScope, id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(mine(scope, id));
      return row;
    },

    /** The order and its lines in one statement (one round trip on the busiest write). */
    async insertWithLines(
      order: typeof orders.$inferInsert,
      lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
    ): Promise<OrderRow> {
      const rows = lines.map((l) => ({
        goods_id: l.goodsId,
        name: l.name,
        manufacturer: l.manufacturer,
        specification: l.specification,
        unit: l.unit,
        quantity: l.quantity,
        unit_price_fen: l.unitPriceFen,
        amount_fen: l.amountFen,
        activity_id: l.activityId ?? null,
      }));
      const result = await db.execute(sql`
        WITH o AS (${db.insert(orders).values(order).returning().getSQL()}),
        l AS (
          INSERT INTO order_lines (order_id, goods_id, name, manufacturer, specification, unit,
            quantity, unit_price_fen, amount_fen, activity_id)
          SELECT o.id, x.goods_id, x.name, x.manufacturer, x.specification, x.unit,
            x.quantity, x.unit_price_fen, x.amount_fen, x.activity_id
          FROM o, json_to_recordset(${JSON.stringify(rows)}::json) AS x(goods_id int, name text,
            manufacturer text, specification text, unit text, quantity int, unit_price_fen int,
            amount_fen int, activity_id int))
        SELECT row_to_json(o.*) AS row FROM o`);
      return rowFromJson(orders, rowsOf<{ row: Record<string, unknown> }>(result)[0]!.row);
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
      scope: OrderScope,
      status: OrderStatus | 'all',
      keywords: string,
      limit: number,
      offset: number,
    ) {
      const conds: SQL[] = [inScope(scope)];
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

    async counts(scope: OrderScope): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inScope(scope))
        .groupBy(orders.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
  };
}
