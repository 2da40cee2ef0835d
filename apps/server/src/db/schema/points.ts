import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { afterSales } from './aftersales.ts';
import { companies } from './company.ts';
import { orders } from './order.ts';

// The 积分 ledger: append-only, one entry for every change of
// companies.points, in the same transaction, so the entries of a company add
// up to its balance. Like the wallet ledger it is a record of value: what it
// names cannot be deleted.

const restrict = { onDelete: 'restrict' } as const;

/**
 * kind: 1 earned by a completed order, 2 taken back for a refund, 3 staff
 * adjustment (±), 4 spent (points-mall exchanges, later).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, restrict),
    delta: integer('delta').notNull(),
    pointsAfter: integer('points_after').notNull(),
    kind: smallint('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, restrict),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id, restrict),
    /**
     * Earned entries: the fen of goods paid (less refunds before completion)
     * the points were earned on; refunds take back in proportion to it.
     */
    basisFen: integer('basis_fen'),
    /** Taken-back entries: points due that the company no longer held (written off). */
    shortfall: integer('shortfall').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_company').on(t.companyId, t.id),
    index('points_ledger_order').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    // An order earns once, whatever completes it.
    uniqueIndex('points_ledger_order_earned').on(t.orderId, t.kind).where(sql`${t.kind} = 1`),
    check('points_ledger_after_non_negative', sql`${t.pointsAfter} >= 0`),
    check('points_ledger_shortfall_non_negative', sql`${t.shortfall} >= 0`),
  ],
);
