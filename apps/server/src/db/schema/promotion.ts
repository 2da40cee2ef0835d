import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';
import { orders } from './order.ts';

// Promotions: 满减 activities with the goods in them, what each buyer bought
// in an activity (its per-buyer limit), and coupons.

/** 满减 activities: tiers of threshold and reduction; limit is per buyer per goods (0 = none). */
export const fullReductions = pgTable('full_reductions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  tiers: jsonb('tiers').$type<{ thresholdFen: number; reductionFen: number }[]>().notNull(),
  limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** Which goods an activity holds; a goods may be in different activities over time. */
export const fullReductionGoods = pgTable(
  'full_reduction_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.goodsId] }),
    index('full_reduction_goods_goods').on(t.goodsId),
  ],
);

/**
 * How many of a goods a company has bought in an activity, in orders not
 * cancelled: the per-buyer limit is claimed here with a conditional upsert.
 */
export const activityPurchases = pgTable(
  'activity_purchases',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => fullReductions.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.activityId, t.goodsId] }),
    check('activity_purchases_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** A coupon a company holds. status: unused, used, expired (expiry is also read from ends_at). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    status: text('status').notNull().default('unused'),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, {
      onDelete: 'set null',
    }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_amount_positive', sql`${t.amountFen} > 0`),
    index('coupons_company').on(t.companyId, t.status, t.id),
  ],
);
