import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The catalogue: categories and goods. Column names are plain English; the
// spec's pinyin names live only in the HTTP contract. Money columns end in
// _fen and hold integer fen. Stock and sales are written by inventory only.

export type GoodsTag = { name: string; describe: string; is_show: number; is_jump: number };
export type LadderPrice = { number: number; priceFen: number };

/** tree: 'main' (the shop menu), 'zs' (clinic zone), 'zy' (Chinese medicine zone). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    // A category with children cannot be deleted: move or delete them first.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    tree: text('tree').notNull().default('main'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_tree_parent').on(t.tree, t.parentId, t.sort)],
);

// A category that still holds goods cannot be deleted: move the goods first.
const category = () => categories.id;
const restrict = { onDelete: 'restrict' } as const;

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
    categoryId: integer('category_id').notNull().references(category, restrict),
    categoryRootId: integer('category_root_id').notNull().references(category, restrict),
    zoneCategoryId: integer('zone_category_id').references(category, restrict),
    zoneCategoryRootId: integer('zone_category_root_id').references(category, restrict),
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
    /** 处方药 rx, 甲类 otc_a, 乙类 otc_b, or none (not a drug): domain drugClasses. */
    drugClass: text('drug_class').notNull().default('none'),
    /** 含特殊药品复方制剂 (含麻黄碱类 and the others). */
    isSpecialCompound: boolean('is_special_compound').notNull().default(false),
    /**
     * A 含特殊药品复方制剂's limits per company: units per order and units per
     * Beijing calendar month over orders not cancelled (0: no limit).
     * docs/decisions/2026-11-28-special-compounds.md
     */
    specialOrderLimit: integer('special_order_limit').notNull().default(0),
    specialMonthLimit: integer('special_month_limit').notNull().default(0),
    /** 冷链: kept and shipped at 2-8 °C. */
    isColdChain: boolean('is_cold_chain').notNull().default(false),
    /** 需追溯码: each smallest sale unit's 药品追溯码 is scanned on shipping. */
    needsTraceCode: boolean('needs_trace_code').notNull().default(false),
    /**
     * The first 7 digits of the goods' 20-digit 药品追溯码 (product and
     * packaging level): a scanned code must start with them. Required by the
     * goods form when 需追溯码 is set; a flagged goods without one cannot be
     * packed (docs/decisions/2026-11-29-trace-codes.md).
     */
    tracePrefix: text('trace_prefix'),
    isHidden: boolean('is_hidden').notNull().default(false),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    tags: jsonb('tags').$type<GoodsTag[]>().notNull().default([]),
    imageCount: smallint('image_count').notNull().default(1),
    /** Uploaded pictures (paths under /uploads), shown instead of the drawn ones when present. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 说明书: the package insert, sanitised HTML per section (适应症, 用法用量 ...). */
    instructions: jsonb('instructions')
      .$type<{ title: string; html: string }[]>()
      .notNull()
      .default([]),
    sales: integer('sales').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_stock_non_negative', sql`${t.stock} >= 0`),
    check('goods_mid_pack_non_negative', sql`${t.midPackQuantity} >= 0`),
    check(
      'goods_special_limits_non_negative',
      sql`${t.specialOrderLimit} >= 0 AND ${t.specialMonthLimit} >= 0`,
    ),
    check('goods_trace_prefix_shape', sql`${t.tracePrefix} ~ '^[0-9]{7}$'`),
    check('goods_drug_class_known', sql`${t.drugClass} IN ('rx', 'otc_a', 'otc_b', 'none')`),
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
    // The console's "name or manufacturer contains" search: every two-letter
    // piece, so a 2-4 character Chinese word finds its rows without reading
    // the table (shop_bigrams is created by migration 0007).
    index('goods_search_bigrams').using(
      'gin',
      sql`shop_bigrams(${t.name} || ' ' || ${t.manufacturer})`,
    ),
    // The buyer's search: pinyin initials containing the typed letters
    // anywhere ('amxl' in 注射用阿莫西林钠…, initials zsyamxln…), and the
    // codes a buyer may paste, each on its own index (modules/catalog/search-repo.ts).
    index('goods_name_initials_bigrams').using('gin', sql`shop_bigrams(${t.nameInitials})`),
    index('goods_national_code').on(t.nationalCode),
    index('goods_approval_number').on(t.approvalNumber),
    index('goods_sales').on(t.sales, t.id),
    // A category's page sorted by sales or price reads the index, not the whole category.
    index('goods_category_sales').on(t.categoryId, t.sales, t.id),
    index('goods_category_root_sales').on(t.categoryRootId, t.sales, t.id),
    index('goods_category_price').on(t.categoryId, t.priceFen, t.id),
    index('goods_category_root_price').on(t.categoryRootId, t.priceFen, t.id),
  ],
);

/**
 * 说明书: the package insert, sanitised HTML per section (适应症, 用法用量 ...).
 * Apart from goods: read only on a detail page, never with lists or caches.
 */
export const goodsInstructions = pgTable('goods_instructions', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<{ title: string; html: string }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
