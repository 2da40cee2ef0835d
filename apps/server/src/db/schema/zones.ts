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

// The brand zone (品牌专区) and the franchise zone (加盟专区): which goods
// they show, and the franchise applications operators review. Goods stay in
// the catalogue; these tables only list them (docs/decisions/2026-11-25-zones.md).

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Paths under /uploads, or empty: the shop then draws the name. */
    logo: text('logo').notNull().default(''),
    banner: text('banner').notNull().default(''),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A hidden brand is kept for the console but not shown to buyers. */
    isShown: boolean('is_shown').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name').on(t.name), index('brands_sort').on(t.sort, t.id)],
);

/** A goods belongs to at most one brand (its maker's), hence the unique goods id. */
export const brandGoods = pgTable(
  'brand_goods',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.goodsId] }),
    uniqueIndex('brand_goods_one_brand').on(t.goodsId),
  ],
);

/** Goods offered to franchisees in /jmzq. */
export const franchiseGoods = pgTable('franchise_goods', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's application to join as a franchisee; one pending per company. */
export const franchiseApplications = pgTable(
  'franchise_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    /** What the operator answered; the buyer sees it. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('franchise_applications_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    uniqueIndex('franchise_applications_one_pending')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    index('franchise_applications_company').on(t.companyId, t.id),
    index('franchise_applications_status').on(t.status, t.id),
  ],
);
