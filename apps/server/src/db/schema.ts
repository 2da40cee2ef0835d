import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

// Column names are plain English; the spec's pinyin names live only in the
// HTTP serializers. Money columns end in _fen and hold integer fen.

export type GoodsTag = { name: string; describe: string; is_show: number; is_jump: number };
export type LadderPrice = { number: number; priceFen: number };

/** tree: 'main' (the shop menu), 'zs' (clinic zone), 'zy' (Chinese medicine zone). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    tree: text('tree').notNull().default('main'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_tree_parent').on(t.tree, t.parentId, t.sort)],
);

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameInitials: text('name_initials').notNull(),
    remarks: text('remarks').notNull().default(''),
    manufacturer: text('manufacturer').notNull(),
    manufacturerInitials: text('manufacturer_initials').notNull(),
    specification: text('specification').notNull(),
    dosageForm: text('dosage_form').notNull(),
    unit: text('unit').notNull(),
    caseQuantity: integer('case_quantity').notNull(),
    midPackQuantity: integer('mid_pack_quantity').notNull(),
    expiryDate: date('expiry_date').notNull(),
    isShortExpiry: boolean('is_short_expiry').notNull().default(false),
    nationalCode: text('national_code').notNull(),
    approvalNumber: text('approval_number').notNull().default(''),
    stock: integer('stock').notNull(),
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    purchaseMinimum: integer('purchase_minimum').notNull().default(0),
    priceFen: integer('price_fen').notNull(),
    marketPriceFen: integer('market_price_fen').notNull(),
    originalPriceFen: integer('original_price_fen').notNull(),
    ladderPrices: jsonb('ladder_prices').$type<LadderPrice[]>().notNull().default([]),
    categoryId: integer('category_id').notNull(),
    categoryRootId: integer('category_root_id').notNull(),
    zoneCategoryId: integer('zone_category_id'),
    zoneCategoryRootId: integer('zone_category_root_id'),
    warehouseId: smallint('warehouse_id').notNull().default(1),
    /** 1 = Chinese medicine (spec `type`). */
    kind: smallint('kind').notNull().default(0),
    /** 1 = group-buy (spec `activity_type`). */
    activityType: smallint('activity_type').notNull().default(0),
    isPreferred: boolean('is_preferred').notNull().default(false),
    isClinic: boolean('is_clinic').notNull().default(false),
    isDevice: boolean('is_device').notNull().default(false),
    isHealth: boolean('is_health').notNull().default(false),
    isControlled: boolean('is_controlled').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    tags: jsonb('tags').$type<GoodsTag[]>().notNull().default([]),
    imageCount: smallint('image_count').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    /** The 满减 activity the goods take part in. */
    fullReductionId: integer('full_reduction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_stock_non_negative', sql`${t.stock} >= 0`),
    check('goods_mid_pack_non_negative', sql`${t.midPackQuantity} >= 0`),
    index('goods_category').on(t.categoryId, t.id),
    index('goods_category_root').on(t.categoryRootId, t.id),
    index('goods_zone_category').on(t.zoneCategoryId, t.id),
    index('goods_zone_category_root').on(t.zoneCategoryRootId, t.id),
    index('goods_name_prefix').using('btree', sql`${t.name} text_pattern_ops`),
    index('goods_name_initials_prefix').using('btree', sql`${t.nameInitials} text_pattern_ops`),
    index('goods_manufacturer_prefix').using('btree', sql`${t.manufacturer} text_pattern_ops`),
    index('goods_manufacturer_initials_prefix').using(
      'btree',
      sql`${t.manufacturerInitials} text_pattern_ops`,
    ),
    index('goods_sales').on(t.sales, t.id),
  ],
);

export const serviceContacts = pgTable('service_contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const ranks = pgTable('ranks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** review: draft (registering), pending (under review), approved, rejected. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().default(''),
  kind: text('kind').notNull().default('pharmacy'),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  email: text('email').notNull().default(''),
  region: text('region').notNull().default(''),
  address: text('address').notNull().default(''),
  review: text('review').notNull().default('draft'),
  rankId: integer('rank_id').notNull().default(1),
  serviceContactId: integer('service_contact_id'),
  isSpecial: boolean('is_special').notNull().default(false),
  isChain: boolean('is_chain').notNull().default(false),
  canChat: boolean('can_chat').notNull().default(false),
  showPreferred: boolean('show_preferred').notNull().default(true),
  points: integer('points').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credentials_company_kind').on(t.companyId, t.kind)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  username: text('username').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  isMain: boolean('is_main').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_mobile').on(t.mobile, t.purpose, t.id)],
);

export const favorites = pgTable(
  'favorites',
  {
    companyId: integer('company_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.goodsId] })],
);

export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Banners and ads; position is the focus call that shows them (index, top, right, login ...). */
export const focusItems = pgTable(
  'focus_items',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('focus_position').on(t.position, t.sort)],
);

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** 满减 activities: tiers of threshold and reduction; limit is per buyer per goods (0 = none). */
export const fullReductions = pgTable('full_reductions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  tiers: jsonb('tiers').$type<{ thresholdFen: number; reductionFen: number }[]>().notNull(),
  limitPerBuyer: integer('limit_per_buyer').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/**
 * A user's cart. One line per goods, kind and original-price flag; the line
 * keeps the quantity only: prices are always read from the goods.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** 0 ordinary, 1 seckill, 3 combination (spec). */
    kind: smallint('kind').notNull().default(0),
    /** is_yj: bought at the original price, outside the goods' activity. */
    originalPrice: boolean('original_price').notNull().default(false),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('cart_lines_user_goods').on(t.userId, t.goodsId, t.kind, t.originalPrice),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_company').on(t.companyId, t.id)],
);

/** A coupon a company holds. status: unused, used, expired (expiry is also read from ends_at). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    status: text('status').notNull().default('unused'),
    orderId: integer('order_id'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_amount_positive', sql`${t.amountFen} > 0`),
    index('coupons_company').on(t.companyId, t.status, t.id),
  ],
);

export type AddressSnapshot = { name: string; phone: string; region: string; detail: string };
export type TraceEvent = { time: string; text: string };

/** status: unpaid, paid (待发货), shipped (待收货), completed, cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('unpaid'),
    goodsFen: integer('goods_fen').notNull(),
    reductionFen: integer('reduction_fen').notNull(),
    couponFen: integer('coupon_fen').notNull(),
    shippingFen: integer('shipping_fen').notNull(),
    payFen: integer('pay_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    couponId: integer('coupon_id'),
    payMethod: text('pay_method'),
    invoiceType: smallint('invoice_type').notNull().default(0),
    remark: text('remark').notNull().default(''),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    traces: jsonb('traces').$type<TraceEvent[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_pay_non_negative', sql`${t.payFen} >= 0`),
    uniqueIndex('orders_company_key').on(t.companyId, t.idempotencyKey),
    index('orders_company_status').on(t.companyId, t.status, t.id),
    index('orders_unpaid_expiry').on(t.expiresAt).where(sql`${t.status} = 'unpaid'`),
  ],
);

/** What was bought, as it was when bought. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    specification: text('specification').notNull(),
    unit: text('unit').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

export const wallets = pgTable(
  'wallets',
  {
    companyId: integer('company_id').primaryKey(),
    balanceFen: integer('balance_fen').notNull().default(0),
  },
  (t) => [check('wallet_non_negative', sql`${t.balanceFen} >= 0`)],
);

/** Every change of a balance. kind: 1 recharge, 2 payment, 3 refund. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    kind: smallint('kind').notNull(),
    orderId: integer('order_id'),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_company').on(t.companyId, t.id)],
);

/** An online payment attempt. status: pending, succeeded, closed. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tradeNo: text('trade_no').notNull().unique(),
    orderId: integer('order_id').notNull(),
    companyId: integer('company_id').notNull(),
    provider: text('provider').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerTxn: text('provider_txn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_order_key').on(t.orderId, t.idempotencyKey)],
);
