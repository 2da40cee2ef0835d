import { shopDay } from '@shop/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies, credentials } from '../../db/schema/company.ts';
import { goodsLots, orderLineLots } from '../../db/schema/inventory.ts';
import { orderLines, orders, shipments } from '../../db/schema/order.ts';
import { traceCodes, traceUploads } from '../../db/schema/trace.ts';

// SQL of the 药品追溯码 and the 出库单 uploads. Reads join the order, goods and
// lot tables; writes touch only trace_codes and trace_uploads.

export type TraceCodeRow = typeof traceCodes.$inferSelect;
export type UploadRow = typeof traceUploads.$inferSelect;

/** A code with what the buyer, the packer and the bill show of it. */
const codeColumns = {
  code: traceCodes.code,
  lineId: traceCodes.orderLineId,
  lotId: traceCodes.lotId,
  shipmentId: traceCodes.shipmentId,
  scannedAt: traceCodes.scannedAt,
  goodsId: traceCodes.goodsId,
  name: orderLines.name,
  specification: orderLines.specification,
  manufacturer: orderLines.manufacturer,
  unit: orderLines.unit,
  approvalNumber: goods.approvalNumber,
  lotNo: goodsLots.lotNo,
  productionDate: goodsLots.productionDate,
  expiryDate: goodsLots.expiryDate,
  carrier: shipments.carrier,
  trackingNo: shipments.trackingNo,
};

export type CodeView = {
  code: string;
  lineId: number;
  lotId: number;
  shipmentId: number | null;
  scannedAt: Date;
  goodsId: number;
  name: string;
  specification: string;
  manufacturer: string;
  unit: string;
  approvalNumber: string;
  lotNo: string;
  productionDate: string;
  expiryDate: string;
  carrier: string | null;
  trackingNo: string | null;
};

export function traceRepo(db: DbOrTx) {
  const codes = () =>
    db
      .select(codeColumns)
      .from(traceCodes)
      .innerJoin(orderLines, eq(orderLines.id, traceCodes.orderLineId))
      .innerJoin(goods, eq(goods.id, traceCodes.goodsId))
      .innerJoin(goodsLots, eq(goodsLots.id, traceCodes.lotId))
      .leftJoin(shipments, eq(shipments.id, traceCodes.shipmentId));

  return {
    /**
     * The order, locked: scans of one order, their undoing and its shipping
     * run one after the other, so a count read under the lock stays true
     * until the insert.
     */
    async lockOrder(id: number) {
      const [row] = await db
        .select({ id: orders.id, status: orders.status, companyId: orders.companyId })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return row;
    },

    /** The order of a company (null: none, or another company's). */
    /** The order if the buyer may see it: its company's, and its own unless it sees all orders. */
    async ownOrder(id: number, scope: { companyId: number; userId?: number | undefined }) {
      const [row] = await db
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            eq(orders.companyId, scope.companyId),
            scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
          ),
        );
      return row ?? null;
    },

    async order(id: number) {
      const [row] = await db
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          companyId: orders.companyId,
        })
        .from(orders)
        .where(eq(orders.id, id));
      return row ?? null;
    },

    /** The order's lines with the goods' trace settings. */
    lines: (orderId: number) =>
      db
        .select({
          id: orderLines.id,
          goodsId: orderLines.goodsId,
          name: orderLines.name,
          specification: orderLines.specification,
          unit: orderLines.unit,
          quantity: orderLines.quantity,
          unshippedRefund: orderLines.unshippedRefundQuantity,
          shipmentId: orderLines.shipmentId,
          needsTrace: goods.needsTraceCode,
          tracePrefix: goods.tracePrefix,
        })
        .from(orderLines)
        .innerJoin(goods, eq(goods.id, orderLines.goodsId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),

    /** The lots the lines received, net of what came back (a refund before shipping). */
    lots: (lineIds: number[]) =>
      lineIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              lineId: orderLineLots.orderLineId,
              lotId: orderLineLots.lotId,
              lotNo: goodsLots.lotNo,
              productionDate: goodsLots.productionDate,
              expiryDate: goodsLots.expiryDate,
              quantity: sql<number>`${orderLineLots.quantity} - ${orderLineLots.returnedQuantity}`,
              // Frozen, or past its expiry on the shop's (Beijing) day: its units may not leave.
              heldBack: sql<boolean>`(${goodsLots.state} <> 'selling' OR ${goodsLots.expiryDate} < ${shopDay(new Date())})`,
              frozen: sql<boolean>`${goodsLots.state} = 'frozen'`,
            })
            .from(orderLineLots)
            .innerJoin(goodsLots, eq(goodsLots.id, orderLineLots.lotId))
            .where(inArray(orderLineLots.orderLineId, lineIds))
            .orderBy(asc(goodsLots.expiryDate), asc(orderLineLots.id)),

    /** Codes scanned per line and lot of an order. */
    async counts(orderId: number) {
      const rows = await db
        .select({
          lineId: traceCodes.orderLineId,
          lotId: traceCodes.lotId,
          n: sql<number>`count(*)::int`,
        })
        .from(traceCodes)
        .where(eq(traceCodes.orderId, orderId))
        .groupBy(traceCodes.orderLineId, traceCodes.lotId);
      return rows;
    },

    /** The order's codes, first scanned first. */
    ofOrder: (orderId: number): Promise<CodeView[]> =>
      codes()
        .where(eq(traceCodes.orderId, orderId))
        .orderBy(asc(traceCodes.orderLineId), asc(traceCodes.scannedAt), asc(traceCodes.code)),

    ofShipment: (shipmentId: number): Promise<CodeView[]> =>
      codes()
        .where(eq(traceCodes.shipmentId, shipmentId))
        .orderBy(asc(traceCodes.orderLineId), asc(traceCodes.scannedAt), asc(traceCodes.code)),

    /** A new code; undefined when the code is already stored (anywhere). */
    async insert(v: typeof traceCodes.$inferInsert): Promise<TraceCodeRow | undefined> {
      const [row] = await db.insert(traceCodes).values(v).onConflictDoNothing().returning();
      return row;
    },

    /**
     * A code left on a cancelled order before it shipped goes back to the
     * box (the order's units went back to their lots): true when one was freed.
     */
    async freeCancelled(code: string) {
      const gone = await db
        .delete(traceCodes)
        .where(
          and(
            eq(traceCodes.code, code),
            isNull(traceCodes.shipmentId),
            sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${traceCodes.orderId}
              AND ${orders.status} = 'cancelled')`,
          ),
        )
        .returning({ code: traceCodes.code });
      return gone.length > 0;
    },

    /** Where a stored code is: its order's number. */
    async holder(code: string) {
      const [row] = await db
        .select({ orderId: orders.id, orderNo: orders.orderNo, shipmentId: traceCodes.shipmentId })
        .from(traceCodes)
        .innerJoin(orders, eq(orders.id, traceCodes.orderId))
        .where(eq(traceCodes.code, code));
      return row ?? null;
    },

    /** An unshipped code of this order taken back; undefined when there is none. */
    async remove(orderId: number, code: string): Promise<TraceCodeRow | undefined> {
      const [row] = await db
        .delete(traceCodes)
        .where(
          and(
            eq(traceCodes.code, code),
            eq(traceCodes.orderId, orderId),
            isNull(traceCodes.shipmentId),
          ),
        )
        .returning();
      return row;
    },

    /** The parcel's codes take its shipment. */
    async assign(lineIds: number[], shipmentId: number): Promise<number> {
      if (lineIds.length === 0) return 0;
      const rows = await db
        .update(traceCodes)
        .set({ shipmentId })
        .where(and(inArray(traceCodes.orderLineId, lineIds), isNull(traceCodes.shipmentId)))
        .returning({ code: traceCodes.code });
      return rows.length;
    },

    /** A shipment of the order, with when and how it left. */
    async shipment(orderId: number, shipmentId: number) {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, orderId)));
      return row ?? null;
    },

    /** The order's shipments, first first. */
    shipments: (orderId: number) =>
      db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id)),

    /** The receiving company and its current drug trading (or medical institution) licence. */
    async receiver(companyId: number) {
      const [company] = await db
        .select({ name: companies.name, address: companies.address })
        .from(companies)
        .where(eq(companies.id, companyId));
      const licences = await db
        .select({ kind: credentials.kind, number: credentials.number })
        .from(credentials)
        .where(
          and(
            eq(credentials.companyId, companyId),
            eq(credentials.status, 'current'),
            inArray(credentials.kind, ['drug_licence', 'medical_licence']),
          ),
        );
      const licence =
        licences.find((l) => l.kind === 'drug_licence') ??
        licences.find((l) => l.kind === 'medical_licence');
      return { name: company?.name ?? '', licenceNumber: licence?.number ?? '' };
    },

    /** The upload states of the order's shipments that carry codes. */
    uploads: (orderId: number) =>
      db
        .select({ upload: traceUploads })
        .from(traceUploads)
        .innerJoin(shipments, eq(shipments.id, traceUploads.shipmentId))
        .where(eq(shipments.orderId, orderId)),

    /** Records an attempt's outcome (the first one creates the row). */
    async recordUpload(
      shipmentId: number,
      v: Pick<UploadRow, 'status' | 'error' | 'receipt'>,
    ): Promise<void> {
      await db
        .insert(traceUploads)
        .values({ shipmentId, ...v, attempts: 1 })
        .onConflictDoUpdate({
          target: traceUploads.shipmentId,
          set: { ...v, attempts: sql`${traceUploads.attempts} + 1`, updatedAt: sql`now()` },
        });
    },
  };
}

export type TraceRepo = ReturnType<typeof traceRepo>;
