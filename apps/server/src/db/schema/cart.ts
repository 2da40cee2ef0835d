import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { goods } from './catalog.ts';
import { combinations } from './combination.ts';
import { companies } from './company.ts';
import { flashGoods } from './flash.ts';

/**
 * A user's cart. One line per goods, kind and original-price flag; the line
 * keeps the quantity only: prices are always read from the goods. A deleted
 * goods or user takes its lines with it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** 0 ordinary, 1 seckill, 3 combination (spec). */
    kind: smallint('kind').notNull().default(0),
    /** is_yj: bought at the original price, outside the goods' activity. */
    originalPrice: boolean('original_price').notNull().default(false),
    selected: boolean('selected').notNull().default(true),
    /** The package of a combination line (kind 3); its goods_id is the package's first goods. */
    combinationId: integer('combination_id').references((): AnyPgColumn => combinations.id, {
      onDelete: 'cascade',
    }),
    /** miaosha_goods_id: the flash goods a kind-1 line buys (null otherwise). */
    flashGoodsId: integer('miaosha_goods_id').references(() => flashGoods.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_quantity_positive', sql`${t.quantity} > 0`),
    // A constraint, not an index: only constraints take NULLS NOT DISTINCT in
    // drizzle, and ordinary lines (no package) must still be one per key.
    // Per store too: one login holding several stores has a cart in each.
    unique('cart_lines_user_goods')
      .on(t.userId, t.companyId, t.goodsId, t.kind, t.originalPrice, t.combinationId)
      .nullsNotDistinct(),
  ],
);
