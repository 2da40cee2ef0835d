import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { goodsLots } from './inventory.ts';
import { orderLines, orders, shipments } from './order.ts';
import { staffUsers } from './staff.ts';

// 药品追溯码: one code per smallest sale unit of a 需追溯码 goods, scanned
// while packing, and the 出库单 each shipment with codes reports to the
// traceability platform. docs/decisions/2026-11-29-trace-codes.md

const restrict = { onDelete: 'restrict' } as const;

/**
 * A scanned code. The code is the key: one code, one unit, anywhere in the
 * shop. shipment_id is null until the line ships; until then a wrong scan
 * may be taken back.
 */
export const traceCodes = pgTable(
  'trace_codes',
  {
    code: text('code').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, restrict),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, restrict),
    /** One of the lots the line received (order_line_lots). */
    lotId: integer('lot_id')
      .notNull()
      .references(() => goodsLots.id, restrict),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, restrict),
    shipmentId: integer('shipment_id').references(() => shipments.id, restrict),
    scannedBy: integer('scanned_by')
      .notNull()
      .references(() => staffUsers.id, restrict),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trace_codes_shape', sql`${t.code} ~ '^[0-9]{20}$'`),
    index('trace_codes_line_lot').on(t.orderLineId, t.lotId),
    index('trace_codes_order').on(t.orderId),
    index('trace_codes_shipment').on(t.shipmentId),
  ],
);

/**
 * The 出库单 upload of a shipment with codes, after the shipment committed.
 * status: pending (handed over, no answer yet), uploaded (已上报), failed
 * (上报失败, with the provider's error; staff retry it).
 */
export const traceUploads = pgTable(
  'trace_uploads',
  {
    shipmentId: integer('shipment_id')
      .primaryKey()
      .references(() => shipments.id, restrict),
    status: text('status').notNull().default('pending'),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** The platform's receipt for an uploaded bill. */
    receipt: text('receipt').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trace_uploads_status', sql`${t.status} IN ('pending', 'uploaded', 'failed')`)],
);
