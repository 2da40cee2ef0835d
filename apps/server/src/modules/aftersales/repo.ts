import type { AfterSaleStage } from '@shop/contract';
import { and, desc, eq, exists, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains, likeEscape } from '../../db/like.ts';
import { afterSaleLines, afterSales } from '../../db/schema/aftersales.ts';
import { companies } from '../../db/schema/company.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

export type AfterSaleRow = typeof afterSales.$inferSelect;
export type AfterSaleLineRow = typeof afterSaleLines.$inferSelect & {
  goodsId: number;
  name: string;
  specification: string;
  unit: string;
};
/** Whose requests a buyer sees: the company's, or a sub-account's own. */
export type AfterSaleScope = { companyId: number; userId?: number };

const inScope = (s: AfterSaleScope) =>
  s.userId === undefined
    ? eq(afterSales.companyId, s.companyId)
    : and(eq(afterSales.companyId, s.companyId), eq(afterSales.userId, s.userId))!;

/** The console's tabs as conditions on kind and status. */
export const STAGE_WHERE: Record<AfterSaleStage, SQL> = {
  pending: sql`${afterSales.status} = 'pending'`,
  to_return: sql`${afterSales.status} = 'approved' AND ${afterSales.kind} = 'return'`,
  returning: sql`${afterSales.status} = 'returning'`,
  to_refund: sql`((${afterSales.status} = 'approved' AND ${afterSales.kind} = 'refund') OR ${afterSales.status} = 'received')`,
  refunded: sql`${afterSales.status} = 'refunded'`,
  declined: sql`${afterSales.status} = 'declined'`,
  cancelled: sql`${afterSales.status} = 'cancelled'`,
};

export function afterSaleRepo(db: DbOrTx) {
  return {
    async byKey(companyId: number, key: string): Promise<AfterSaleRow | undefined> {
      const [row] = await db
        .select()
        .from(afterSales)
        .where(and(eq(afterSales.companyId, companyId), eq(afterSales.idempotencyKey, key)));
      return row;
    },

    /** Null when the company used the key already (a concurrent retry won). */
    async insertOnce(r: typeof afterSales.$inferInsert): Promise<AfterSaleRow | null> {
      const [row] = await db.insert(afterSales).values(r).onConflictDoNothing().returning();
      return row ?? null;
    },

    async insertLines(lines: (typeof afterSaleLines.$inferInsert)[]) {
      await db.insert(afterSaleLines).values(lines);
    },

    /** The order's lines in a request still waiting for review or refund: line id → request id. */
    async openLines(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lineId: afterSaleLines.orderLineId, id: afterSales.id })
        .from(afterSaleLines)
        .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
        .where(
          and(eq(afterSales.orderId, orderId), inArray(afterSales.status, ['pending', 'approved'])),
        );
      return new Map(rows.map((r) => [r.lineId, r.id]));
    },

    /** The order's completed refunds, summed per way the money went back. */
    refundedOf: (orderId: number) =>
      db
        .select({
          method: sql<string>`coalesce(${afterSales.refundMethod}, '')`,
          fen: sql<number>`sum(${afterSales.refundedFen})::int`,
        })
        .from(afterSales)
        .where(and(eq(afterSales.orderId, orderId), eq(afterSales.status, 'refunded')))
        .groupBy(afterSales.refundMethod),

    async find(id: number, scope?: AfterSaleScope): Promise<AfterSaleRow | undefined> {
      const [row] = await db
        .select()
        .from(afterSales)
        .where(scope ? and(eq(afterSales.id, id), inScope(scope)) : eq(afterSales.id, id));
      return row;
    },

    ofOrder: (orderId: number, scope: AfterSaleScope) =>
      db
        .select()
        .from(afterSales)
        .where(and(eq(afterSales.orderId, orderId), inScope(scope)))
        .orderBy(desc(afterSales.id)),

    /** The requests' lines with what was bought, in line order. */
    lines: (ids: number[]): Promise<AfterSaleLineRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: afterSaleLines.id,
              afterSaleId: afterSaleLines.afterSaleId,
              orderLineId: afterSaleLines.orderLineId,
              quantity: afterSaleLines.quantity,
              amountFen: afterSaleLines.amountFen,
              goodsId: orderLines.goodsId,
              name: orderLines.name,
              specification: orderLines.specification,
              unit: orderLines.unit,
            })
            .from(afterSaleLines)
            .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
            .where(inArray(afterSaleLines.afterSaleId, ids))
            .orderBy(afterSaleLines.id),

    /**
     * Moves a request from one status to the next, only if it is still in
     * `from` (and of `kind` when given): the row count decides who won.
     */
    async transition(
      id: number,
      from: { status: string; kind?: string }[],
      set: Partial<typeof afterSales.$inferInsert>,
      scope?: AfterSaleScope,
    ): Promise<AfterSaleRow | null> {
      const states = or(
        ...from.map((f) =>
          f.kind
            ? and(eq(afterSales.status, f.status), eq(afterSales.kind, f.kind))
            : eq(afterSales.status, f.status),
        ),
      );
      const [row] = await db
        .update(afterSales)
        .set(set)
        .where(and(eq(afterSales.id, id), states, scope ? inScope(scope) : undefined))
        .returning();
      return row ?? null;
    },

    async buyerPage(scope: AfterSaleScope, limit: number, offset: number) {
      const where = inScope(scope);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(afterSales)
          .where(where)
          .orderBy(desc(afterSales.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(afterSales).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Staff: every company's requests; keywords match the order number, company or goods. */
    async adminPage(
      stage: AfterSaleStage | undefined,
      keywords: string,
      limit: number,
      offset: number,
    ) {
      const conds: SQL[] = [];
      if (stage) conds.push(STAGE_WHERE[stage]);
      if (keywords) {
        const anywhere = likeContains(keywords);
        conds.push(
          or(
            like(orders.orderNo, `${likeEscape(keywords)}%`),
            ilike(companies.name, anywhere),
            exists(
              db
                .select({ one: sql`1` })
                .from(afterSaleLines)
                .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
                .where(
                  and(
                    eq(afterSaleLines.afterSaleId, afterSales.id),
                    ilike(orderLines.name, anywhere),
                  ),
                ),
            ),
          )!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ request: afterSales, companyName: companies.name })
          .from(afterSales)
          .innerJoin(orders, eq(orders.id, afterSales.orderId))
          .innerJoin(companies, eq(companies.id, afterSales.companyId))
          .where(where)
          .orderBy(desc(afterSales.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(afterSales)
          .innerJoin(orders, eq(orders.id, afterSales.orderId))
          .innerJoin(companies, eq(companies.id, afterSales.companyId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async stageCounts(): Promise<Record<AfterSaleStage, number>> {
      const [row] = await db
        .select(
          Object.fromEntries(
            Object.entries(STAGE_WHERE).map(([k, w]) => [
              k,
              sql<number>`count(*) FILTER (WHERE ${w})::int`,
            ]),
          ) as Record<AfterSaleStage, SQL<number>>,
        )
        .from(afterSales);
      return row as Record<AfterSaleStage, number>;
    },

    async companyName(companyId: number) {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row?.name ?? '';
    },
  };
}
