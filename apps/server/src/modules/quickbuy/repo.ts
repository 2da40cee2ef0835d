import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

// Reads only: the company's paid orders and the visible catalogue. Every
// order query is filtered by the caller's company (and user, for a
// sub-account that may not see the company's other orders).

export type BoughtOrder = 'date' | 'times' | 'name';
/** A goods the list matched; more than this many is shown as "too many, be more precise". */
export const MATCH_CANDIDATES = 10;

const PAID = ['paid', 'shipped', 'completed'];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function quickbuyRepo(db: DbOrTx) {
  return {
    async bought(
      companyId: number,
      userId: number | null,
      order: BoughtOrder,
      limit: number,
      offset: number,
    ) {
      const where = and(
        eq(orders.companyId, companyId),
        userId === null ? undefined : eq(orders.userId, userId),
        inArray(orders.status, PAID),
        // Gifts (满赠) come at 0 and are not bought again by themselves.
        ne(orderLines.unitPriceFen, 0),
      );
      const lastAt = sql<Date>`max(${orders.paidAt})`;
      const times = sql<number>`count(DISTINCT ${orders.id})::int`;
      const lastPrice = sql<number>`(array_agg(${orderLines.unitPriceFen} ORDER BY ${orders.paidAt} DESC, ${orders.id} DESC))[1]`;
      const sort =
        order === 'times'
          ? [desc(times), desc(lastAt)]
          : order === 'name'
            ? [asc(goods.name), asc(goods.id)]
            : [desc(lastAt), desc(goods.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            goodsId: orderLines.goodsId,
            name: goods.name,
            specification: goods.specification,
            manufacturer: goods.manufacturer,
            lastAt,
            times,
            lastPrice,
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .innerJoin(goods, eq(goods.id, orderLines.goodsId))
          .where(where)
          .groupBy(orderLines.goodsId, goods.id)
          .orderBy(...sort)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(DISTINCT ${orderLines.goodsId})::int` })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The visible goods of these ids, with what the quantity rules need. */
    async packing(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: goods.id,
          name: goods.name,
          stock: goods.stock,
          midPackQuantity: goods.midPackQuantity,
          purchaseLimit: goods.purchaseLimit,
          purchaseMinimum: goods.purchaseMinimum,
        })
        .from(goods)
        .where(and(inArray(goods.id, ids), eq(goods.isHidden, false)));
    },

    /** Visible goods whose 批准文号 (国药准字) or 本位码 is exactly this. */
    async byCode(code: string) {
      const rows = await db
        .select({ id: goods.id })
        .from(goods)
        .where(
          and(
            eq(goods.isHidden, false),
            or(eq(goods.approvalNumber, code), eq(goods.nationalCode, code)),
          ),
        )
        .orderBy(asc(goods.id))
        .limit(MATCH_CANDIDATES + 1);
      return rows.map((r) => r.id);
    },

    /** Visible goods of exactly this name; failing that, those whose name holds it. */
    async byName(name: string) {
      const exact = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.isHidden, false), eq(goods.name, name)))
        .orderBy(asc(goods.id))
        .limit(MATCH_CANDIDATES + 1);
      if (exact.length > 0) return { exact: true, ids: exact.map((r) => r.id) };
      const near = await db
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.isHidden, false), ilike(goods.name, `%${escapeLike(name)}%`)))
        .orderBy(asc(goods.id))
        .limit(MATCH_CANDIDATES + 1);
      return { exact: false, ids: near.map((r) => r.id) };
    },
  };
}
