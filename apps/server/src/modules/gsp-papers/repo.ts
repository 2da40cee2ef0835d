import { and, asc, eq, exists, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carriers } from '../../db/schema/carriers.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companies } from '../../db/schema/company.ts';
import { goodsLots, orderLineLots } from '../../db/schema/inventory.ts';
import { orderLines, orders, shipments } from '../../db/schema/order.ts';

// Reads of the GSP papers (随货同行单, the lots' 药检报告 for buyers) across
// orders, lots, goods and carriers; this module writes nothing.

/** Whose orders a reader sees: a company's (a sub-account: only those it placed), or any (staff). */
export type OrderScope = { companyId: number; userId?: number } | null;

const inScope = (scope: OrderScope): SQL | undefined =>
  scope === null
    ? undefined
    : and(
        eq(orders.companyId, scope.companyId),
        scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
      );

/**
 * A lot this company received: on a line of one of its orders that was not
 * cancelled (docs/decisions/2026-11-29-gsp-papers.md).
 */
const receivedBy = (companyId: number) =>
  exists(
    sql`(SELECT 1 FROM ${orderLineLots}
      JOIN ${orderLines} ON ${orderLines.id} = ${orderLineLots.orderLineId}
      JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
      WHERE ${orderLineLots.lotId} = ${goodsLots.id}
        AND ${orders.companyId} = ${companyId} AND ${orders.status} <> 'cancelled')`,
  );

const reportColumns = {
  id: goodsLots.id,
  goodsId: goodsLots.goodsId,
  lotNo: goodsLots.lotNo,
  productionDate: goodsLots.productionDate,
  expiryDate: goodsLots.expiryDate,
  reportFile: goodsLots.reportFile,
  reportType: goodsLots.reportType,
  receivedAt: goodsLots.receivedAt,
  goodsName: goods.name,
};

export type LotReportRow = {
  id: number;
  goodsId: number;
  lotNo: string;
  productionDate: string;
  expiryDate: string;
  reportFile: string | null;
  reportType: string | null;
  receivedAt: Date;
  goodsName: string;
};

export function gspPapersRepo(db: DbOrTx) {
  return {
    /** The shipment of the order, with the order, the buyer's name and whether its carrier is cold-chain. */
    async shipment(orderId: number, shipmentId: number, scope: OrderScope) {
      const [row] = await db
        .select({
          orderNo: orders.orderNo,
          address: orders.address,
          company: companies.name,
          carrier: shipments.carrier,
          trackingNo: shipments.trackingNo,
          shippedAt: shipments.createdAt,
          coldCarrier: sql<boolean>`coalesce(${carriers.coldChain}, false)`,
        })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .leftJoin(carriers, eq(carriers.name, shipments.carrier))
        .where(and(eq(shipments.id, shipmentId), eq(orders.id, orderId), inScope(scope)));
      return row ?? null;
    },

    /** The parcel's lines with the goods' drug fields, one row per lot the line received (in allocation order). */
    shipmentLines: (shipmentId: number) =>
      db
        .select({
          lineId: orderLines.id,
          name: orderLines.name,
          specification: orderLines.specification,
          manufacturer: orderLines.manufacturer,
          unit: orderLines.unit,
          unitPriceFen: orderLines.unitPriceFen,
          quantity: orderLines.quantity,
          unshippedRefund: orderLines.unshippedRefundQuantity,
          dosageForm: goods.dosageForm,
          approvalNumber: goods.approvalNumber,
          coldChain: goods.isColdChain,
          lotNo: goodsLots.lotNo,
          productionDate: goodsLots.productionDate,
          expiryDate: goodsLots.expiryDate,
          lotQuantity: orderLineLots.quantity,
        })
        .from(orderLines)
        .innerJoin(goods, eq(goods.id, orderLines.goodsId))
        .leftJoin(orderLineLots, eq(orderLineLots.orderLineId, orderLines.id))
        .leftJoin(goodsLots, eq(goodsLots.id, orderLineLots.lotId))
        .where(eq(orderLines.shipmentId, shipmentId))
        .orderBy(asc(orderLines.id), asc(orderLineLots.id)),

    /** The goods' lots with a report that the company received, first expiry first. */
    receivedReports: (companyId: number, goodsId: number): Promise<LotReportRow[]> =>
      db
        .select(reportColumns)
        .from(goodsLots)
        .innerJoin(goods, eq(goods.id, goodsLots.goodsId))
        .where(
          and(
            eq(goodsLots.goodsId, goodsId),
            isNotNull(goodsLots.reportFile),
            receivedBy(companyId),
          ),
        )
        .orderBy(asc(goodsLots.expiryDate), asc(goodsLots.id)),

    /** The order in the reader's scope: its id and whether it was cancelled; null when not theirs. */
    async order(orderId: number, scope: OrderScope) {
      const [row] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), inScope(scope)));
      return row ?? null;
    },

    /** The lots with a report that an order's lines received (a cancelled order's: none). */
    orderReports: (orderId: number): Promise<LotReportRow[]> =>
      db
        .selectDistinct(reportColumns)
        .from(orderLineLots)
        .innerJoin(orderLines, eq(orderLines.id, orderLineLots.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(goodsLots, eq(goodsLots.id, orderLineLots.lotId))
        .innerJoin(goods, eq(goods.id, goodsLots.goodsId))
        .where(
          and(
            eq(orders.id, orderId),
            ne(orders.status, 'cancelled'),
            isNotNull(goodsLots.reportFile),
          ),
        )
        .orderBy(asc(goodsLots.goodsId), asc(goodsLots.expiryDate), asc(goodsLots.id)),

    /** One lot's report row if the company received the lot; null otherwise (or without a report). */
    async receivedReport(companyId: number, lotId: number): Promise<LotReportRow | null> {
      const [row] = await db
        .select(reportColumns)
        .from(goodsLots)
        .innerJoin(goods, eq(goods.id, goodsLots.goodsId))
        .where(
          and(eq(goodsLots.id, lotId), isNotNull(goodsLots.reportFile), receivedBy(companyId)),
        );
      return row ?? null;
    },
  };
}

export type ShipmentLineRow = Awaited<
  ReturnType<ReturnType<typeof gspPapersRepo>['shipmentLines']>
>[number];
