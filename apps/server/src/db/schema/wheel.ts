import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from './address.ts';
import { companies } from './company.ts';
import { coupons, couponTemplates } from './promotion.ts';

// The lucky wheel (转盘抽奖) and the points mall (积分商城). Whatever a draw
// or an exchange consumes (a chance, prize stock, goods stock, a per-buyer
// allowance) is taken with a conditional write; the checks below are the
// database's own last word on it.

/**
 * A draw activity. A company's chances in it: free_chances, plus
 * chances_per_order for each of its paid orders in the window of at least
 * order_min_fen (0 chances_per_order: none from orders). With points_per_draw
 * above 0, a buyer without chances left may draw by spending that many points.
 */
export const drawActivities = pgTable(
  'draw_activities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    rules: text('rules').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    freeChances: integer('free_chances').notNull().default(0),
    chancesPerOrder: integer('chances_per_order').notNull().default(0),
    orderMinFen: integer('order_min_fen').notNull().default(0),
    pointsPerDraw: integer('points_per_draw').notNull().default(0),
    /** An operator's stop: nobody draws until started again. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('draw_activity_window', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'draw_activity_numbers',
      sql`${t.freeChances} >= 0 AND ${t.chancesPerOrder} >= 0 AND ${t.orderMinFen} >= 0 AND ${t.pointsPerDraw} >= 0`,
    ),
  ],
);

/**
 * A prize. kind: 0 thanks (谢谢参与), 1 points, 2 coupon, 3 cash voucher
 * (both issued with a coupon template's terms), 4 goods (shipped as a points
 * order). weight: its chance in ten-thousandths; an activity's weights add up
 * to 10000. stock: prizes left, never below zero; null (thanks only) is
 * unlimited.
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    /** Prizes handed out so far (stock + won = what the operator put in). */
    won: integer('won').notNull().default(0),
    points: integer('points').notNull().default(0),
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id, {
      onDelete: 'restrict',
    }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('draw_prizes_activity').on(t.activityId, t.sort),
    check('draw_prize_kind', sql`${t.kind} BETWEEN 0 AND 4`),
    check('draw_prize_weight', sql`${t.weight} BETWEEN 0 AND 10000`),
    check('draw_prize_stock', sql`${t.stock} >= 0 OR (${t.stock} IS NULL AND ${t.kind} = 0)`),
    check('draw_prize_won', sql`${t.won} >= 0`),
    check('draw_prize_points', sql`${t.kind} <> 1 OR ${t.points} > 0`),
    check('draw_prize_template', sql`${t.kind} NOT IN (2, 3) OR ${t.couponTemplateId} IS NOT NULL`),
  ],
);

/** How many chances a company has used in an activity; the allowance is checked as it grows. */
export const drawChances = pgTable(
  'draw_chances',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id, { onDelete: 'cascade' }),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.activityId] }),
    check('draw_chances_used', sql`${t.used} >= 0`),
  ],
);

/** Every draw and what it won (thanks included), with what it cost. */
export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => drawActivities.id, { onDelete: 'restrict' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => drawPrizes.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull(),
    prizeName: text('prize_name').notNull(),
    kind: smallint('kind').notNull(),
    /** Points spent on this draw (0 when a chance paid for it). */
    pointsSpent: integer('points_spent').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** A goods prize's points order (shipped by staff). */
    pointsOrderId: integer('points_order_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('draw_records_company').on(t.companyId, t.id),
    index('draw_records_activity').on(t.activityId, t.id),
  ],
);

/** Goods of the points mall: bought with points only (docs/decisions/2026-11-25-points-mall.md). */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    image: text('image').notNull().default(''),
    points: integer('points').notNull(),
    /** The cash part, paid from the balance with the points (0: points only). */
    cashFen: integer('cash_fen').notNull().default(0),
    stock: integer('stock').notNull(),
    /** Per company over all time; 0 is no limit. */
    perBuyer: integer('per_buyer').notNull().default(0),
    onShelf: boolean('on_shelf').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_goods_points', sql`${t.points} > 0`),
    check('points_goods_stock', sql`${t.stock} >= 0`),
    check('points_goods_cash', sql`${t.cashFen} >= 0`),
    check('points_goods_per_buyer', sql`${t.perBuyer} >= 0`),
  ],
);

/** How many of a points goods a company has exchanged: the per-buyer limit is claimed here. */
export const pointsGoodsBought = pgTable(
  'points_goods_bought',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id, { onDelete: 'cascade' }),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.goodsId] }),
    check('points_goods_bought_positive', sql`${t.bought} >= 1`),
  ],
);

/**
 * A points order: an exchange (source 1) or a goods prize of the wheel
 * (source 2, 0 points). status: paid (待发货), shipped (已发货). The key makes
 * an exchange once per company and key.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull(),
    source: smallint('source').notNull().default(1),
    goodsId: integer('goods_id').references(() => pointsGoods.id, { onDelete: 'restrict' }),
    goodsName: text('goods_name').notNull(),
    image: text('image').notNull().default(''),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    /** The cash part paid from the balance (wallet ledger kind 7). */
    cashFen: integer('cash_fen').notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    status: text('status').notNull().default('paid'),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_orders_no').on(t.orderNo),
    uniqueIndex('points_orders_company_key').on(t.companyId, t.key),
    index('points_orders_company').on(t.companyId, t.id),
    check('points_orders_number', sql`${t.number} >= 1`),
    check('points_orders_points', sql`${t.points} >= 0`),
    check('points_orders_cash', sql`${t.cashFen} >= 0`),
    check('points_orders_status', sql`${t.status} IN ('paid', 'shipped')`),
  ],
);
