import type { OrderStatus } from '@shop/contract';
import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  ilike,
  inArray,
  like,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowFromJson, rowsOf } from '../../db/json-rows.ts';
import { likeEscape } from '../../db/like.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { users } from '../../db/schema/auth.ts';
import { orderLines, orders, shipments } from '../../db/schema/order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type { AddressSnapshot } from '../../db/schema/address.ts';
/** A line as bought, with the parcel it went in (null until shipped). */
export type OrderLineRow = typeof orderLines.$inferSelect & {
  shipment: { carrier: string; trackingNo: string; createdAt: Date } | null;
};
export type { OrderStatus };

/** Whose orders a buyer sees: the company's, or only the user's own (a sub-account without see_all_orders). */
export type OrderScope = { companyId: number; userId?: number };

const inScope = (s: OrderScope) =>
  s.userId === undefined
    ? eq(orders.companyId, s.companyId)
    : and(eq(orders.companyId, s.companyId), eq(orders.userId, s.userId))!;

/**
 * no_trans_order_amount: the goods amount of the company's lines that will
 * leave in its next delivery, bought in orders paid since `since` and not
 * shipped yet (a line shipped or refunded no longer counts). One part of an
 * order's statement (db/read-together.ts); orders_company_status finds them.
 */
export function sameDeliveryPart(companyId: number, since: Date): ReadPart<number> {
  return {
    sql: sql`SELECT coalesce(sum(l.amount_fen), 0)::int
      FROM ${orders} o JOIN ${orderLines} l ON l.order_id = o.id
      WHERE o.company_id = ${companyId} AND o.status = 'paid' AND o.paid_at >= ${since}
        AND l.shipment_id IS NULL AND l.refunded_fen = 0`,
    parse: (value) => Number(value ?? 0),
  };
}

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

    /**
     * Holds the placing login for the transaction (the lock its order row's key
     * would take anyway, taken first): a sub-account's delete waits for the
     * order, or the order sees the login gone, never a deadlock between them.
     * A sub-account's row is locked `FOR NO KEY UPDATE`: its orders take
     * turns, so each counts the month's orders the one before committed (its
     * monthly limit), while rows that merely reference the login (its cart
     * lines' key checks) do not wait; a main account's orders do not wait on
     * each other. Null when the login is gone; otherwise its spending limits.
     */
    async holdUser(
      userId: number,
      isMain: boolean,
    ): Promise<{ orderLimitFen: number; monthLimitFen: number } | null> {
      const rows = await db
        .select({ orderLimitFen: users.orderLimitFen, monthLimitFen: users.monthLimitFen })
        .from(users)
        .where(eq(users.id, userId))
        .for(isMain ? 'key share' : 'no key update');
      return rows[0] ?? null;
    },

    /**
     * What the login's orders of this calendar month (shop time) come to,
     * fen: every order not cancelled, those waiting for approval included.
     */
    async monthSpent(userId: number): Promise<number> {
      const [row] = await db
        .select({ fen: sql<number>`coalesce(sum(${orders.payFen}), 0)::bigint` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            sql`${orders.status} <> 'cancelled'`,
            sql`${orders.createdAt} >= date_trunc('month', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'`,
          ),
        );
      return Number(row?.fen ?? 0);
    },

    /** user id -> username: who placed the orders (a read of auth's users). */
    async userNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.username]));
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
        reduction_fen: l.reductionFen ?? 0,
        coupon_fen: l.couponFen ?? 0,
        voucher_fen: l.voucherFen ?? 0,
        activity_id: l.activityId ?? null,
        combination_id: l.combinationId ?? null,
        miaosha_goods_id: l.flashGoodsId ?? null,
        new_customer: l.newCustomer ?? false,
        kind: l.kind ?? 0,
        promo: l.promo ?? null,
      }));
      const result = await db.execute(sql`
        WITH o AS (${db.insert(orders).values(order).returning().getSQL()}),
        l AS (
          INSERT INTO order_lines (order_id, goods_id, name, manufacturer, specification, unit,
            quantity, unit_price_fen, amount_fen, reduction_fen, coupon_fen, voucher_fen, activity_id,
            combination_id, miaosha_goods_id, new_customer, kind, promo)
          SELECT o.id, x.goods_id, x.name, x.manufacturer, x.specification, x.unit,
            x.quantity, x.unit_price_fen, x.amount_fen, x.reduction_fen, x.coupon_fen,
            x.voucher_fen, x.activity_id, x.combination_id, x.miaosha_goods_id, x.new_customer, x.kind,
            x.promo
          FROM o, json_to_recordset(${JSON.stringify(rows)}::json) AS x(goods_id int, name text,
            manufacturer text, specification text, unit text, quantity int, unit_price_fen int,
            amount_fen int, reduction_fen int, coupon_fen int, voucher_fen int, activity_id int,
            combination_id int, miaosha_goods_id int, new_customer boolean, kind smallint,
            promo jsonb))
        SELECT row_to_json(o.*) AS row FROM o`);
      return rowFromJson(orders, rowsOf<{ row: Record<string, unknown> }>(result)[0]!.row);
    },

    lines: (orderIds: number[]): Promise<OrderLineRow[]> =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              ...getTableColumns(orderLines),
              shipment: {
                carrier: shipments.carrier,
                trackingNo: shipments.trackingNo,
                createdAt: shipments.createdAt,
              },
            })
            .from(orderLines)
            .leftJoin(shipments, eq(shipments.id, orderLines.shipmentId))
            .where(inArray(orderLines.orderId, orderIds))
            .orderBy(orderLines.id),

    /**
     * Puts the order's unshipped lines among `lineIds` (all of them when
     * absent) into one new parcel; the order becomes shipped when no line is
     * left. A line refunded in full before shipping is never put in a parcel
     * (its units went back to stock); a partly refunded one carries the rest.
     * Null when the order is not paid or none of the lines is left to ship.
     */
    async ship(id: number, carrier: string, trackingNo: string, lineIds?: number[]) {
      const result = await db.execute(sql`
        WITH o AS (
          SELECT id FROM ${orders} WHERE id = ${id} AND status = 'paid' FOR UPDATE),
        todo AS (
          SELECT l.id FROM ${orderLines} l JOIN o ON o.id = l.order_id
          WHERE l.shipment_id IS NULL AND l.unshipped_refund_quantity < l.quantity
            ${lineIds ? sql`AND l.id = ANY(${sql.param(lineIds)}::int[])` : sql``}),
        s AS (
          INSERT INTO ${shipments} (order_id, carrier, tracking_no)
          SELECT ${id}, ${carrier}, ${trackingNo} WHERE EXISTS (SELECT 1 FROM todo)
          RETURNING id),
        l AS (
          UPDATE ${orderLines} SET shipment_id = s.id FROM s
          WHERE ${orderLines}.id IN (SELECT id FROM todo)
          RETURNING ${orderLines}.id)
        SELECT (SELECT count(*)::int FROM l) AS shipped,
          (SELECT id FROM s) AS shipment_id,
          (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM l) AS line_ids,
          (SELECT count(*)::int FROM ${orderLines} x, o
            WHERE x.order_id = o.id AND x.shipment_id IS NULL
              AND x.unshipped_refund_quantity < x.quantity) AS left_before`);
      const [row] = rowsOf<{
        shipped: number;
        shipment_id: number | null;
        line_ids: number[];
        left_before: number;
      }>(result);
      if (!row || row.shipped === 0 || row.shipment_id === null) return null;
      const parcel = { shipmentId: row.shipment_id, lineIds: row.line_ids };
      // The statement's snapshot predates its own update: lines left after it.
      const left = row.left_before - row.shipped;
      if (left > 0) return { complete: false as const, ...parcel };
      const [o] = await db
        .update(orders)
        .set({ status: 'shipped', shippedAt: sql`now()`, carrier, trackingNo })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
        .returning();
      return { complete: true as const, order: o!, ...parcel };
    },

    /** shipped -> completed; null when it was not shipped. */
    async complete(id: number): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'shipped')))
        .returning();
      return row ?? null;
    },

    /** Shipped orders nobody confirmed within `days`. */
    async dueForCompletion(days: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'shipped'),
            lt(orders.shippedAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * unpaid (or waiting for approval) -> cancelled; null when it was neither
     * any more, or, with `dueBefore`, when its window no longer ends before
     * then (an approval gave it a fresh one after the expiry job picked it).
     */
    async cancel(id: number, reason: string, dueBefore?: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, ['unpaid', 'awaiting_approval']),
            dueBefore ? lt(orders.expiresAt, dueBefore) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The order, locked until the transaction ends: a staff cancel and a
     * shipment of the same order take turns, and each then reads what the
     * other committed.
     */
    async lock(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** Lines of the order already in a parcel. */
    async shippedLines(id: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, id), sql`${orderLines.shipmentId} IS NOT NULL`));
      return row?.n ?? 0;
    },

    /**
     * paid -> cancelled while no line has shipped and none is in an
     * after-sales request (its money may already be on its way back); null otherwise.
     */
    async cancelPaid(id: number, reason: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'paid'),
            sql`NOT EXISTS (SELECT 1 FROM ${orderLines} l
              WHERE l.order_id = ${orders.id} AND (l.shipment_id IS NOT NULL
                OR l.claimed_quantity > 0 OR l.refunded_fen > 0))`,
          ),
        )
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

    /**
     * An unpaid order waiting for a bank transfer: marked so (待确认到账) and
     * held until `until` unless already held longer; null when it was not unpaid.
     */
    async holdForTransfer(id: number, until: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({
          payMethod: 'transfer',
          expiresAt: sql`greatest(${orders.expiresAt}, ${until.toISOString()}::timestamptz)`,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'unpaid')))
        .returning();
      return row ?? null;
    },

    /**
     * Unpaid orders past their time, and orders still waiting for approval
     * past the same window (they hold stock the same way); one query per
     * status, so each uses its partial index.
     */
    async dueForCancel(limit: number): Promise<number[]> {
      const due = (status: 'unpaid' | 'awaiting_approval') =>
        db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.status, status), lt(orders.expiresAt, new Date())))
          .orderBy(orders.expiresAt)
          .limit(limit);
      const [unpaid, waiting] = await Promise.all([due('unpaid'), due('awaiting_approval')]);
      return [...unpaid, ...waiting].slice(0, limit).map((r) => r.id);
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
