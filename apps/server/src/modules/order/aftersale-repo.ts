import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { orderLines, orders, shipments } from '../../db/schema/order.ts';

// What the after-sales module may change on order lines: the quantity asked
// back (claimed_quantity) and the money refunded (refunded_fen). Both are
// claimed with conditional UPDATEs whose row counts are checked, so two
// requests at once can never ask back more than was bought, nor refund more
// than was paid.

export type LineClaim = { lineId: number; quantity: number };

/** The order's lines as after-sales needs them (no parcel join). */
export const orderLinesOf = (db: DbOrTx, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

export const orderLinesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(orderLines).where(inArray(orderLines.id, ids)).orderBy(orderLines.id);

/**
 * Raises claimed_quantity of every line of the order by its quantity, only
 * where it stays within what was bought; all or nothing: false (and nothing
 * changed, the caller rolls back) when any line is short or not the order's.
 */
export async function claimLines(tx: DbOrTx, orderId: number, claims: LineClaim[]) {
  if (claims.length === 0) return false;
  const result = await tx.execute(sql`
    UPDATE ${orderLines} l SET claimed_quantity = l.claimed_quantity + c.q
    FROM unnest(${sql.param(claims.map((c) => c.lineId))}::int[],
                ${sql.param(claims.map((c) => c.quantity))}::int[]) AS c(id, q)
    WHERE l.id = c.id AND l.order_id = ${orderId} AND c.q > 0
      AND l.claimed_quantity + c.q <= l.quantity
    RETURNING l.id`);
  return rowsOf<{ id: number }>(result).length === claims.length;
}

/** A declined or cancelled request gives its quantities back. */
export async function releaseLines(tx: DbOrTx, orderId: number, claims: LineClaim[]) {
  if (claims.length === 0) return true;
  const result = await tx.execute(sql`
    UPDATE ${orderLines} l SET claimed_quantity = l.claimed_quantity - c.q
    FROM unnest(${sql.param(claims.map((c) => c.lineId))}::int[],
                ${sql.param(claims.map((c) => c.quantity))}::int[]) AS c(id, q)
    WHERE l.id = c.id AND l.order_id = ${orderId} AND l.claimed_quantity >= c.q
    RETURNING l.id`);
  return rowsOf<{ id: number }>(result).length === claims.length;
}

/** Raises a line's refunded_fen by `fen`, only while it stays within `capFen`; false otherwise. */
export async function addRefund(tx: DbOrTx, lineId: number, fen: number, capFen: number) {
  const rows = await tx
    .update(orderLines)
    .set({ refundedFen: sql`${orderLines.refundedFen} + ${fen}` })
    .where(and(eq(orderLines.id, lineId), sql`${orderLines.refundedFen} + ${fen} <= ${capFen}`))
    .returning({ id: orderLines.id });
  return rows.length === 1;
}

/**
 * Marks `quantity` units of an unshipped line as refunded before shipping,
 * only while the line is still unshipped and the units stay within what was
 * bought; false (nothing changed) otherwise. The caller gives those units
 * back to stock in the same transaction, so a refund that loses here (the
 * parcel left first, or its twin counted them) never returns stock twice.
 */
export async function refundUnshipped(tx: DbOrTx, lineId: number, quantity: number) {
  const rows = await tx
    .update(orderLines)
    .set({ unshippedRefundQuantity: sql`${orderLines.unshippedRefundQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLines.id, lineId),
        isNull(orderLines.shipmentId),
        sql`${orderLines.unshippedRefundQuantity} + ${quantity} <= ${orderLines.quantity}`,
      ),
    )
    .returning({ id: orderLines.id });
  return rows.length === 1;
}

/**
 * paid -> shipped once nothing is left to send: every line is in a parcel or
 * refunded in full before shipping, and at least one parcel left (an order
 * refunded whole never shipped). Takes the last parcel's carrier and number
 * for the order's logistics, as the ship that completes an order does.
 * Null when something is still to send or the order was not paid.
 */
export async function shipIfNothingLeft(tx: DbOrTx, orderId: number) {
  const [last] = await tx
    .select({ carrier: shipments.carrier, trackingNo: shipments.trackingNo })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.id))
    .limit(1);
  if (!last) return null;
  const [row] = await tx
    .update(orders)
    .set({ status: 'shipped', shippedAt: sql`now()`, ...last })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'paid'),
        sql`NOT EXISTS (SELECT 1 FROM ${orderLines} l WHERE l.order_id = ${orders.id}
          AND l.shipment_id IS NULL AND l.unshipped_refund_quantity < l.quantity)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** An order of a company (or any, for staff), unscoped by user; for after-sales reads. */
export async function orderOf(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function ordersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The order row locked until the transaction ends (a staff cancel or shipment waits). */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** What the order module offers the after-sales module (its service's `afterSales`). */
export const afterSaleLinesPort = {
  linesOf: orderLinesOf,
  linesByIds: orderLinesByIds,
  claimLines,
  releaseLines,
  addRefund,
  refundUnshipped,
  shipIfNothingLeft,
  orderOf,
  ordersByIds,
  lockOrder,
};
export type AfterSaleLinesPort = typeof afterSaleLinesPort;
