import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { orders } from './order.ts';
import { fullReductions } from './promotion.ts';

// 满赠: the gift a 满减 activity gives when its threshold is reached
// (docs/decisions/2026-11-25-mzhg.md). One gift rule per activity.

/** stock_left never goes below zero: each order takes its gift with a conditional update. */
export const activityGifts = pgTable(
  'activity_gifts',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    thresholdFen: integer('threshold_fen').notNull(),
    stockLeft: integer('stock_left').notNull(),
  },
  (t) => [
    check('activity_gifts_quantity', sql`${t.quantity} > 0`),
    check('activity_gifts_threshold', sql`${t.thresholdFen} > 0`),
    check('activity_gifts_stock', sql`${t.stockLeft} >= 0`),
  ],
);

/** The gifts an order took, so a cancel gives the gift stock back exactly once. */
export const orderGifts = pgTable(
  'order_gifts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.activityId] }),
    check('order_gifts_quantity', sql`${t.quantity} > 0`),
  ],
);
