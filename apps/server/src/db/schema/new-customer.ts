import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

// 新人特价 (/xr/tj): goods a company without a completed order may buy once
// in its life at a special price, at most a few units. A goods has at most
// one new-customer offer (editing changes its price or window), so a claim
// is keyed by company and goods.

/** A new-customer goods: its special price, per-company limit and window. */
export const newCustomerGoods = pgTable(
  'xr_goods',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    priceFen: integer('price_fen').notNull(),
    /** Units a company may buy, once (small: 1 to 5). */
    limitPerBuyer: integer('limit_per_buyer').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('xr_goods_goods').on(t.goodsId),
    check('xr_goods_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('xr_goods_price', sql`${t.priceFen} > 0`),
    check('xr_goods_limit', sql`${t.limitPerBuyer} BETWEEN 1 AND 5`),
  ],
);

/**
 * A company's one purchase of a new-customer goods: inserted with the order
 * (the primary key lets one of two concurrent orders through), deleted when
 * that order is cancelled.
 */
export const newCustomerClaims = pgTable(
  'xr_claims',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.goodsId] }),
    check('xr_claims_quantity', sql`${t.quantity} > 0`),
  ],
);
