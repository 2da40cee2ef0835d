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
import { orders } from './order.ts';

// The whole-store 94折 event and 满额返 cash-back (module `welfare`,
// docs/decisions/2026-11-25-welfare.md).

/** A 94折 event: its goods sell at 94% of their unit price while it runs and is enabled. */
export const welfareEvents = pgTable(
  'welfare_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('welfare_events_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** The goods of a 94折 event. */
export const welfareGoods = pgTable(
  'welfare_goods',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => welfareEvents.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.goodsId] }),
    index('welfare_goods_goods').on(t.goodsId),
  ],
);

/** A 满额返 period: what a company's completed orders placed in it add up to earns the tiers. */
export const cashBackPeriods = pgTable(
  'cash_back_periods',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cash_back_periods_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** Spend at least threshold in the period, get reward back (the highest tier reached pays). */
export const cashBackTiers = pgTable(
  'cash_back_tiers',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => cashBackPeriods.id, { onDelete: 'cascade' }),
    thresholdFen: integer('threshold_fen').notNull(),
    rewardFen: integer('reward_fen').notNull(),
  },
  (t) => [
    uniqueIndex('cash_back_tiers_threshold').on(t.periodId, t.thresholdFen),
    check('cash_back_tiers_positive', sql`${t.thresholdFen} > 0 AND ${t.rewardFen} > 0`),
    check('cash_back_tiers_reward_below', sql`${t.rewardFen} < ${t.thresholdFen}`),
  ],
);

/**
 * A tier credited to a company: at most one row per period, tier and company
 * (the unique index is the claim). amountFen is what the wallet received
 * (the tier's reward less the tier below it). A refund taking the total under
 * the tier sets reversedAt and takes the money back; reaching it again clears
 * reversedAt with a conditional update, so it is never held twice.
 */
export const cashBackClaims = pgTable(
  'cash_back_claims',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => cashBackPeriods.id, { onDelete: 'restrict' }),
    tierId: integer('tier_id')
      .notNull()
      .references(() => cashBackTiers.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amountFen: integer('amount_fen').notNull(),
    /** The order whose completion reached the tier. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** Taken back short when the balance no longer held it (written off, noted in the ledger). */
    shortfallFen: integer('shortfall_fen').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_back_claims_once').on(t.periodId, t.tierId, t.companyId),
    index('cash_back_claims_company').on(t.companyId, t.id),
    check('cash_back_claims_amount', sql`${t.amountFen} >= 0 AND ${t.shortfallFen} >= 0`),
  ],
);
