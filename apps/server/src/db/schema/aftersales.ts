import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';
import { orderLines, orders } from './order.ts';

// 药品退换: a buyer asks to return goods or to be refunded for some lines of an
// order; staff review it, the warehouse receives returned goods, finance pays
// the refund. Each line's refunded money is capped by order_lines.refunded_fen.

/**
 * kind: refund (money only) or return (goods come back, then money).
 * status: pending -> approved -> (return: returning -> received) -> refunded;
 * or declined; or cancelled by the buyer while pending.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** The reviewer's note (a declined request says why). */
    reviewNote: text('review_note').notNull().default(''),
    returnCarrier: text('return_carrier'),
    returnTrackingNo: text('return_tracking_no'),
    /** What the request asks back, the sum of its lines' amounts. */
    amountFen: integer('amount_fen').notNull(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** balance or the provider the order was paid through. */
    refundMethod: text('refund_method'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sales_order').on(t.orderId),
    index('after_sales_status').on(t.status, t.id),
    uniqueIndex('after_sales_company_key').on(t.companyId, t.idempotencyKey),
    check(
      'after_sales_refund_within',
      sql`${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.amountFen}`,
    ),
  ],
);

export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** The line's share of what was paid for this quantity (discounts split as stored). */
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [index('after_sale_lines_request').on(t.afterSaleId)],
);
