import type { LinePromo } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from './address.ts';
import { users } from './auth.ts';
import { goods } from './catalog.ts';
import { combinations } from './combination.ts';
import { companies } from './company.ts';
import { flashGoods } from './flash.ts';
import { coupons, fullReductions } from './promotion.ts';

export type TraceEvent = { time: string; text: string };

// Orders are records of money: a company, user, goods or activity that an
// order names cannot be deleted (restrict); the console hides or disables them.
const restrict = { onDelete: 'restrict' } as const;

/**
 * status: awaiting_approval (待审批: a sub-account's order above its limits),
 * unpaid, paid (待发货), shipped (待收货), completed, cancelled, grouping.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, restrict),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, restrict),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('unpaid'),
    goodsFen: integer('goods_fen').notNull(),
    reductionFen: integer('reduction_fen').notNull(),
    couponFen: integer('coupon_fen').notNull(),
    shippingFen: integer('shipping_fen').notNull(),
    payFen: integer('pay_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, {
      onDelete: 'set null',
    }),
    /** The cash voucher (现金券) applied, and what it took off. */
    voucherFen: integer('voucher_fen').notNull().default(0),
    voucherId: integer('voucher_id').references((): AnyPgColumn => coupons.id, {
      onDelete: 'set null',
    }),
    payMethod: text('pay_method'),
    invoiceType: smallint('invoice_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    /**
     * Holds 含特殊药品复方制剂: paid only from the company's own funds (the
     * balance), never online through a third party.
     */
    ownFundsOnly: boolean('own_funds_only').notNull().default(false),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    traces: jsonb('traces').$type<TraceEvent[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Why the order waited for approval (the limit it went over); null: it never waited. */
    approvalReason: text('approval_reason'),
    /** The main account that approved it (a user id kept as a record, like staff names in audits). */
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_pay_non_negative', sql`${t.payFen} >= 0`),
    uniqueIndex('orders_company_key').on(t.companyId, t.idempotencyKey),
    index('orders_company_status').on(t.companyId, t.status, t.id),
    index('orders_unpaid_expiry').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
    index('orders_approval_expiry').on(t.expiresAt).where(sql`${t.status} = 'awaiting_approval'`),
    // A sub-account's month of orders (its monthly limit).
    index('orders_user_created').on(t.userId, t.createdAt),
  ],
);

/** What was bought, as it was when bought. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, restrict),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    specification: text('specification').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** The 满减 activity the line was bought in (null: none, or at the original price). */
    activityId: integer('activity_id').references(() => fullReductions.id, restrict),
    /** miaosha_goods_id: the flash goods the line was bought as (its stock and limit come back on cancel). */
    flashGoodsId: integer('miaosha_goods_id').references(() => flashGoods.id, restrict),
    shipmentId: integer('shipment_id').references((): AnyPgColumn => shipments.id, {
      onDelete: 'set null',
    }),
    /** The line's part of the order's 满减 reduction and of its coupon (largest remainder, packages/domain). */
    reductionFen: integer('reduction_fen').notNull().default(0),
    couponFen: integer('coupon_fen').notNull().default(0),
    /** The line's part of the cash voucher: paid with it, so never refunded as money. */
    voucherFen: integer('voucher_fen').notNull().default(0),
    /** Money refunded for this line so far; a refund is claimed by raising it, never past what was paid. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** Quantity asked back in open or finished after-sales requests. */
    claimedQuantity: integer('claimed_quantity').notNull().default(0),
    /**
     * Units refunded while the line had not shipped: they never leave the
     * warehouse (the parcel carries quantity minus these) and went back to
     * stock when refunded. Raised only while shipment_id is null.
     */
    unshippedRefundQuantity: integer('unshipped_refund_quantity').notNull().default(0),
    /** The combination package the line was bought in (its goods are one line each). */
    combinationId: integer('combination_id').references(
      (): AnyPgColumn => combinations.id,
      restrict,
    ),
    /** Bought at the 新人特价 (line kind 4): its once-per-company claim comes back on cancel. */
    newCustomer: boolean('new_customer').notNull().default(false),
    /** The cart line kind it was bought as (0 ordinary, 1 flash, 3 package, 4 新人特价, 5 换购). */
    kind: smallint('kind').notNull().default(0),
    /** The promotion that priced the line, as it was then (a package's name too); null: the plain price. */
    promo: jsonb('promo').$type<LinePromo>(),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check('order_lines_refund_within', sql`${t.refundedFen} >= 0`),
    check(
      'order_lines_discounts_within',
      sql`${t.reductionFen} >= 0 AND ${t.couponFen} >= 0 AND ${t.voucherFen} >= 0 AND ${t.reductionFen} + ${t.couponFen} + ${t.voucherFen} <= ${t.amountFen}`,
    ),
    check(
      'order_lines_claim_within',
      sql`${t.claimedQuantity} >= 0 AND ${t.claimedQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_lines_unshipped_refund_within',
      sql`${t.unshippedRefundQuantity} >= 0 AND ${t.unshippedRefundQuantity} <= ${t.quantity}`,
    ),
  ],
);

/** One parcel: some (or all) lines of a paid order, with its carrier and tracking number. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order').on(t.orderId)],
);
