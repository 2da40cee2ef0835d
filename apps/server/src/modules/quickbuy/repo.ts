import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { goods } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

// Reads only: the company's paid orders and the visible catalogue. Every
// order query is filtered by the caller's company (and user, for a
// sub-account that may not see the company's other orders).

export type BoughtOrder = 'date' | 'times' | 'name';
/** A goods the list matched; more than this many is shown as "too many, be more precise". */
export const MATCH_CANDIDATES = 5;

const PAID = ['paid', 'shipped', 'completed'];

/**
 * Each key's first MATCH_CANDIDATES + 1 visible goods (by id) meeting `match`
 * (on `g`, the goods, and `q.key`), in one statement for the whole list: a
 * 500-row list was 500 to 1,000 queries (hostile review).
 */
async function firstOfEach(db: DbOrTx, keys: string[], match: SQL) {
  const found = new Map<string, number[]>();
  const unique = [...new Set(keys)];
  if (unique.length === 0) return found;
  const result = await db.execute(sql`
    SELECT q.key, m.id FROM unnest(${sql.param(unique)}::text[]) AS q(key)
    CROSS JOIN LATERAL (
      SELECT g.id FROM goods g WHERE NOT g.is_hidden AND (${match})
      ORDER BY g.id LIMIT ${MATCH_CANDIDATES + 1}) m
    ORDER BY q.key, m.id`);
  for (const r of rowsOf<{ key: string; id: number }>(result))
    found.set(r.key, [...(found.get(r.key) ?? []), r.id]);
  return found;
}

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

    /**
     * For each 批准文号 (国药准字) or 本位码, the visible goods that have it
     * exactly: one query for the whole list, at most MATCH_CANDIDATES + 1 each.
     */
    byCodes: (codes: string[]) =>
      firstOfEach(db, codes, sql`g.approval_number = q.key OR g.national_code = q.key`),

    /** For each name, the visible goods of exactly that name. */
    byNames: (names: string[]) => firstOfEach(db, names, sql`g.name = q.key`),

    /**
     * For each name (two characters or more), the visible goods whose name
     * holds it; the bigram index (migration 0007) narrows the table first.
     */
    nearNames: (names: string[]) =>
      firstOfEach(
        db,
        names,
        sql`shop_bigrams(g.name || ' ' || g.manufacturer) @> shop_bigrams(q.key)
          AND g.name ILIKE '%' || replace(replace(replace(q.key, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`,
      ),
  };
}
