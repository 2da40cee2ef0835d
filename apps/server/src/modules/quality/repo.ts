import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/company.ts';
import { orderLineLots } from '../../db/schema/inventory.ts';
import { orderLines, orders } from '../../db/schema/order.ts';

// What a recall reads: every order line that received a lot and still holds
// some of it (received − returned > 0), with its order and the company's
// contact from the company record. Reads only: the lots are inventory's, the
// orders the order module's.

export function qualityRepo(db: DbOrTx) {
  return {
    /** The lot's receiving lines, by company, then order, then line. */
    recallRows(lotId: number) {
      return db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          contactName: companies.contactName,
          contactPhone: companies.contactPhone,
          orderId: orders.id,
          orderNo: orders.orderNo,
          orderedAt: orders.createdAt,
          status: orders.status,
          lineId: orderLines.id,
          received: orderLineLots.quantity,
          returned: orderLineLots.returnedQuantity,
        })
        .from(orderLineLots)
        .innerJoin(orderLines, eq(orderLines.id, orderLineLots.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .where(
          and(
            eq(orderLineLots.lotId, lotId),
            gt(sql`${orderLineLots.quantity} - ${orderLineLots.returnedQuantity}`, 0),
          ),
        )
        .orderBy(asc(companies.id), asc(orders.id), asc(orderLines.id));
    },
  };
}
