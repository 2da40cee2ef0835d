import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';

// Every change of a goods' stock, with what caused it: an order taking it, a
// cancellation or return giving it back, the warehouse receiving or adjusting.

/** kind: order, cancel, return, receive, adjust. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    kind: text('kind').notNull(),
    /** The order number, or the warehouse's reason. */
    ref: text('ref').notNull().default(''),
    /** Who, for a change made in the console. */
    staff: text('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_goods').on(t.goodsId, t.id),
    check('stock_ledger_after_non_negative', sql`${t.stockAfter} >= 0`),
  ],
);
