import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';
import { orders } from './order.ts';

// 组合购: packages of several goods sold together at one package price. A
// package line of the cart holds the package; the order stores it as one line
// per goods (each with its paid share) so stock, cancels and refunds work on
// goods as they always do. Decision: docs/decisions/2026-11-25-combination.md.

/** A package: its price for the whole set, its own stock of packages and a per-buyer limit (0 = none). */
export const combinations = pgTable(
  'combinations',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** Packages left to sell; taken with a conditional update at order creation. */
    stock: integer('stock').notNull(),
    limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('combinations_price_positive', sql`${t.priceFen} > 0`),
    check('combinations_stock_non_negative', sql`${t.stock} >= 0`),
    check('combinations_limit_non_negative', sql`${t.limitPerBuyer} >= 0`),
    check('combinations_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The goods of a package, each with how many of it one package holds. */
export const combinationGoods = pgTable(
  'combination_goods',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.combinationId, t.goodsId] }),
    index('combination_goods_goods').on(t.goodsId),
    check('combination_goods_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Packages a company holds in orders not cancelled: the per-buyer limit is claimed here. */
export const combinationPurchases = pgTable(
  'combination_purchases',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.combinationId] }),
    check('combination_purchases_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** How many of each package an order took: what a cancel gives back, once. */
export const orderCombinations = pgTable(
  'order_combinations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').notNull(),
    number: integer('number').notNull(),
    /** The package price charged, for the console's sales figures. */
    priceFen: integer('price_fen').notNull(),
    /** Set when a cancel gave the packages back; a second give-back finds nothing. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.combinationId] }),
    check('order_combinations_number_positive', sql`${t.number} > 0`),
  ],
);
