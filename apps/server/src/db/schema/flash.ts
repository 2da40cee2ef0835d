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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

// The flash sale (秒杀): sessions (场次) with a time window, the goods each
// session sells at its own price from its own stock, and what each company
// bought of a flash goods (its per-buyer limit). Flash stock and the limit are
// apart from the goods' own stock and purchase limit; an order takes both.

/** A session (场次): a window of time; stopped sessions (enabled false) sell nothing. */
export const flashSessions = pgTable(
  'flash_sessions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('flash_session_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('flash_sessions_window').on(t.startsAt, t.endsAt),
  ],
);

/**
 * A goods in a session: its flash price, its flash stock (total and left) and
 * the per-company limit. `left` is taken with a conditional UPDATE.
 */
export const flashGoods = pgTable(
  'flash_goods',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => flashSessions.id, { onDelete: 'restrict' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    priceFen: integer('price_fen').notNull(),
    stockTotal: integer('stock_total').notNull(),
    stockLeft: integer('stock_left').notNull(),
    /** Per company over the session (0 = no limit). */
    limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('flash_goods_price_positive', sql`${t.priceFen} > 0`),
    check(
      'flash_goods_stock_within',
      sql`${t.stockLeft} >= 0 AND ${t.stockLeft} <= ${t.stockTotal}`,
    ),
    check('flash_goods_limit_non_negative', sql`${t.limitPerBuyer} >= 0`),
    uniqueIndex('flash_goods_session_goods').on(t.sessionId, t.goodsId),
    index('flash_goods_goods').on(t.goodsId),
  ],
);

/**
 * How many units of a flash goods a company holds in orders not cancelled:
 * the limit is claimed here with a conditional upsert.
 */
export const flashPurchases = pgTable(
  'flash_purchases',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    flashGoodsId: integer('flash_goods_id')
      .notNull()
      .references(() => flashGoods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.flashGoodsId] }),
    check('flash_purchases_non_negative', sql`${t.quantity} >= 0`),
  ],
);
