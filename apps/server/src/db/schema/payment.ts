import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { orders } from './order.ts';

/**
 * An online payment attempt. status: pending, succeeded, closed, refunded
 * (money that came for an order no longer payable, sent back through the provider).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerTxn: text('provider_txn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_order_key').on(t.orderId, t.idempotencyKey)],
);
