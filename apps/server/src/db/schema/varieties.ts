import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

/**
 * A buyer's request for goods the shop does not stock (品种求购, /pzqg).
 * status: submitted, sourcing, listed (goods_id set), declined (reason set).
 */
export const varietyRequests = pgTable(
  'variety_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    specification: text('specification').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** 0: no target price given. */
    targetPriceFen: integer('target_price_fen').notNull().default(0),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('submitted'),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variety_requests_company').on(t.companyId, t.id),
    index('variety_requests_status').on(t.status, t.id),
    check('variety_requests_quantity', sql`${t.quantity} > 0`),
    check('variety_requests_price', sql`${t.targetPriceFen} >= 0`),
  ],
);
