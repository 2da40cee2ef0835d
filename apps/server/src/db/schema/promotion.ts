import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
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

/**
 * What the coupon centre hands out. kind: 1 coupon (优惠券), 2 cash voucher
 * (现金券, no threshold). issued never passes total: each claim takes one
 * with a conditional update. A claimed coupon is valid valid_days from its
 * claim, or until valid_to when valid_days is 0. Scope: both id lists empty
 * means every goods.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull().default(1),
    amountFen: integer('amount_fen').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    total: integer('total').notNull(),
    issued: integer('issued').notNull().default(0),
    perBuyer: integer('per_buyer').notNull().default(1),
    scopeGoodsIds: integer('scope_goods_ids').array().notNull().default(sql`'{}'`),
    scopeCategoryIds: integer('scope_category_ids').array().notNull().default(sql`'{}'`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    validDays: integer('valid_days').notNull().default(0),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** An operator's stop: claims end at once, coupons already claimed stay valid. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_template_amount_positive', sql`${t.amountFen} > 0`),
    check('coupon_template_kind', sql`${t.kind} IN (1, 2)`),
    check('coupon_template_issued_within', sql`${t.issued} >= 0 AND ${t.issued} <= ${t.total}`),
    check('coupon_template_per_buyer', sql`${t.perBuyer} >= 1`),
    check('coupon_template_validity', sql`${t.validDays} > 0 OR ${t.validTo} IS NOT NULL`),
    index('coupon_templates_window').on(t.endsAt, t.startsAt),
  ],
);

/** How many of a template a company has claimed: the per-buyer limit is claimed here. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id, { onDelete: 'cascade' }),
    claimed: integer('claimed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.templateId] }),
    check('coupon_claims_positive', sql`${t.claimed} >= 1`),
  ],
);

/**
 * A coupon a company holds. status: unused, used, expired (expiry is also
 * read from ends_at). Its terms (amount, threshold, scope) are copied from
 * the template when claimed: an operator's later edit does not change a
 * coupon a buyer already holds.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => couponTemplates.id, {
      onDelete: 'set null',
    }),
    kind: smallint('kind').notNull().default(1),
    name: text('name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    scopeGoodsIds: integer('scope_goods_ids').array().notNull().default(sql`'{}'`),
    scopeCategoryIds: integer('scope_category_ids').array().notNull().default(sql`'{}'`),
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
