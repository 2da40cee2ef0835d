import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

// The console's figures, read across areas (orders, lines, goods, companies,
// points orders); this module writes nothing. Days are the shop's calendar
// days (packages/domain shop-day.ts: Beijing, UTC+8, no DST).

/** A half-open span of instants: [start, end). */
export type Span = { start: Date; end: Date };

export type Grouped = {
  key: string;
  name: string;
  orders: number;
  quantity: number;
  amountFen: number;
};
export type Totals = { orders: number; quantity: number; amountFen: number; groups: number };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** shopDay of packages/domain in SQL, whatever the session's time zone. */
export const shopDay = (col: SQL) =>
  sql`to_char((${col} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * A sale: an order paid within the span and not cancelled since (a paid
 * order cancelled by staff, or a group-buy's whose group failed, gave its
 * money back). Every kind of order is an `orders` row; a paid group-buy
 * order waiting for its group (grouping, 待成团) is a sale of its payment day.
 * Refunds on its lines are taken off what it brought in.
 * Decision: docs/decisions/2026-11-28-dashboard-counts.md.
 */
export const sold = (s: Span) =>
  sql`o.status IN ('paid', 'grouping', 'shipped', 'completed') AND o.paid_at >= ${at(s.start)} AND o.paid_at < ${at(s.end)}`;

/** One row per sold order: its day, buyer, quantity and the money kept. */
const soldOrders = (s: Span) => sql`
  SELECT o.id, o.company_id, ${shopDay(sql`o.paid_at`)} AS day,
    o.paid_fen - coalesce(sum(l.refunded_fen), 0) AS amount,
    coalesce(sum(l.quantity), 0) AS quantity
  FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
  WHERE ${sold(s)}
  GROUP BY o.id`;

/** One row per sold order line: goods value at the line's price, less its refunds. */
const soldLines = (s: Span) => sql`
  SELECT o.id AS order_id, l.goods_id, l.quantity, l.amount_fen - l.refunded_fen AS amount
  FROM orders o JOIN order_lines l ON l.order_id = o.id
  WHERE ${sold(s)}`;

type RawGroup = { key: string; name: string; orders: number; quantity: number; amount: number };
const grouped = (rows: RawGroup[]): Grouped[] =>
  rows.map((r) => ({
    key: String(r.key),
    name: String(r.name),
    orders: Number(r.orders),
    quantity: Number(r.quantity),
    amountFen: Number(r.amount),
  }));

/** The SELECT of each grouping, over the sold orders (o) or the sold lines (s). */
const GROUPINGS = {
  day: {
    from: (s: Span) => sql`(${soldOrders(s)}) o`,
    select: sql`o.day AS key, o.day AS name, count(*)::int AS orders,
      sum(o.quantity)::float8 AS quantity, sum(o.amount)::float8 AS amount`,
    groupBy: sql`o.day`,
  },
  buyer: {
    from: (s: Span) => sql`(${soldOrders(s)}) o JOIN companies c ON c.id = o.company_id`,
    select: sql`o.company_id::text AS key, c.name AS name, count(*)::int AS orders,
      sum(o.quantity)::float8 AS quantity, sum(o.amount)::float8 AS amount`,
    groupBy: sql`o.company_id, c.name`,
  },
  goods: {
    from: (s: Span) => sql`(${soldLines(s)}) o JOIN goods g ON g.id = o.goods_id`,
    select: sql`o.goods_id::text AS key, g.name || ' ' || g.specification AS name,
      count(DISTINCT o.order_id)::int AS orders,
      sum(o.quantity)::float8 AS quantity, sum(o.amount)::float8 AS amount`,
    groupBy: sql`o.goods_id, g.name, g.specification`,
  },
  category: {
    from: (s: Span) =>
      sql`(${soldLines(s)}) o JOIN goods g ON g.id = o.goods_id JOIN categories k ON k.id = g.category_id`,
    select: sql`k.id::text AS key, k.name AS name, count(DISTINCT o.order_id)::int AS orders,
      sum(o.quantity)::float8 AS quantity, sum(o.amount)::float8 AS amount`,
    groupBy: sql`k.id, k.name`,
  },
} as const;

export type Grouping = keyof typeof GROUPINGS;

export function reportsRepo(db: DbOrTx) {
  const rows = async <R>(q: SQL) => rowsOf<R>(await db.execute(q));

  return {
    /** Sales grouped, biggest amount first (day: every sold day, in date order). */
    async sales(by: Grouping, s: Span, page?: { limit: number; offset: number }) {
      const g = GROUPINGS[by];
      const order = by === 'day' ? sql`key` : sql`amount DESC, key`;
      const limit = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
      return grouped(
        await rows<RawGroup>(
          sql`SELECT ${g.select} FROM ${g.from(s)} GROUP BY ${g.groupBy} ORDER BY ${order} ${limit}`,
        ),
      );
    },

    /** The whole span: distinct orders, and the sums the grouping's rows add up to. */
    async totals(by: Grouping, s: Span): Promise<Totals> {
      const lines = by === 'goods' || by === 'category';
      const keyOf = {
        day: sql`o.day`,
        buyer: sql`o.company_id`,
        goods: sql`o.goods_id`,
        category: sql`g.category_id`,
      }[by];
      const from = lines
        ? sql`(${soldLines(s)}) o JOIN goods g ON g.id = o.goods_id`
        : sql`(${soldOrders(s)}) o`;
      const orders = lines ? sql`count(DISTINCT o.order_id)` : sql`count(*)`;
      const [t] = await rows<{
        orders: number;
        quantity: number;
        amount: number;
        groups: number;
      }>(sql`
        SELECT ${orders}::int AS orders, coalesce(sum(o.quantity), 0)::float8 AS quantity,
          coalesce(sum(o.amount), 0)::float8 AS amount, count(DISTINCT ${keyOf})::int AS groups
        FROM ${from}`);
      return {
        orders: Number(t?.orders ?? 0),
        quantity: Number(t?.quantity ?? 0),
        amountFen: Number(t?.amount ?? 0),
        groups: Number(t?.groups ?? 0),
      };
    },

    async ordersByStatus() {
      return rows<{ status: string; n: number }>(
        sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
      );
    },

    /** Orders of every kind (cart, group-buy, ...) placed within the span. */
    async ordersPlaced(s: Span) {
      const [r] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE created_at >= ${at(s.start)} AND created_at < ${at(s.end)}`,
      );
      return Number(r?.n ?? 0);
    },

    /** Points orders (积分兑换 and wheel prizes): waiting to ship, and placed within the span. */
    async pointsOrders(s: Span) {
      const [r] = await rows<{ paid: number; placed: number }>(sql`
        SELECT
          count(*) FILTER (WHERE status = 'paid')::int AS paid,
          count(*) FILTER (WHERE created_at >= ${at(s.start)} AND created_at < ${at(s.end)})::int AS placed
        FROM points_orders`);
      return { paid: Number(r?.paid ?? 0), placed: Number(r?.placed ?? 0) };
    },

    /** Companies created in each span, and those whose credentials wait for review. */
    async buyers(today: Span, month: Span) {
      const [r] = await rows<{ today: number; month: number; pending: number }>(sql`
        SELECT
          count(*) FILTER (WHERE created_at >= ${at(today.start)} AND created_at < ${at(today.end)})::int AS today,
          count(*) FILTER (WHERE created_at >= ${at(month.start)} AND created_at < ${at(month.end)})::int AS month,
          count(*) FILTER (WHERE review = 'pending')::int AS pending
        FROM companies`);
      return {
        today: Number(r?.today ?? 0),
        month: Number(r?.month ?? 0),
        pending: Number(r?.pending ?? 0),
      };
    },

    /** Goods whose stock is below the threshold: how many, and the emptiest few. */
    async lowStock(threshold: number, top: number) {
      const [count, list] = await Promise.all([
        rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods WHERE stock < ${threshold}`),
        rows<{
          id: number;
          name: string;
          specification: string;
          stock: number;
          mid_pack: number;
        }>(sql`
          SELECT id, name, specification, stock, mid_pack_quantity AS mid_pack FROM goods
          WHERE stock < ${threshold} ORDER BY stock, id LIMIT ${top}`),
      ]);
      return { count: Number(count[0]?.n ?? 0), list };
    },
  };
}
