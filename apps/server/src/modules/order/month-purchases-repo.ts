import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

// What a company ordered of some goods since an instant, and the lock that
// serialises its orders of one goods (the 含特殊药品复方制剂 monthly limits).

/**
 * One bigint advisory key per company and goods: 2^62 + company * 2^31 +
 * goods. Both ids are int4, so keys never meet each other nor the
 * single-key locks of hashtext() (int4 range); two-int keys are another space.
 */
const lockKey = (companyId: number, goodsId: number) =>
  sql`(4611686018427387904::bigint + ${companyId}::bigint * 2147483648 + ${goodsId}::bigint)`;

export function monthPurchasesRepo(db: DbOrTx) {
  return {
    /** Held until the transaction ends; ids in ascending order, so two orders never wait on each other in a circle. */
    async lock(companyId: number, goodsIds: number[]) {
      for (const id of [...goodsIds].sort((a, b) => a - b))
        await db.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(companyId, id)})`);
    },

    /** Units of each goods in the company's orders created since `since`, orders not cancelled. */
    async bought(companyId: number, goodsIds: number[], since: Date) {
      const rows = await db
        .select({
          goodsId: orderLines.goodsId,
          quantity: sql<number>`sum(${orderLines.quantity})::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.companyId, companyId),
            ne(orders.status, 'cancelled'),
            gte(orders.createdAt, since),
            inArray(orderLines.goodsId, goodsIds),
          ),
        )
        .groupBy(orderLines.goodsId);
      return new Map(rows.map((r) => [r.goodsId, Number(r.quantity)]));
    },
  };
}
