import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { orders } from './order.ts';
import { fullReductions } from './promotion.ts';

// 满赠/换购: the gift a 满减 activity gives when its threshold is reached, and
// the goods it lets the buyer add at its 换购 price (hg_price) then
// (docs/decisions/2026-11-25-gifts-and-tradeups.md). One gift rule and one trade-up per activity.

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

/**
 * 换购: past the activity's threshold the buyer may add up to `per_order`
 * units of the goods at `price_fen` (line kind 5). A goods is the trade-up of
 * one activity at most, so a cancelled line finds its rule by its goods.
 */
export const activityTradeups = pgTable(
  'activity_tradeups',
  {
    activityId: integer('activity_id')
      .primaryKey()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .unique()
      .references(() => goods.id, { onDelete: 'cascade' }),
    priceFen: integer('price_fen').notNull(),
    perOrder: integer('per_order').notNull(),
    thresholdFen: integer('threshold_fen').notNull(),
    stockLeft: integer('stock_left').notNull(),
  },
  (t) => [
    check('activity_tradeups_price', sql`${t.priceFen} > 0`),
    check('activity_tradeups_per_order', sql`${t.perOrder} > 0`),
    check('activity_tradeups_threshold', sql`${t.thresholdFen} > 0`),
    check('activity_tradeups_stock', sql`${t.stockLeft} >= 0`),
  ],
);

/** The trade-up units an order took, by activity, so a cancel gives them back to that activity once. */
export const orderTradeups = pgTable(
  'order_tradeups',
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
    check('order_tradeups_quantity', sql`${t.quantity} > 0`),
  ],
);
