import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

/**
 * 到货通知: a company waits for an out-of-stock goods. `notified_at` is set,
 * by a conditional update, when stock arrived and the message was sent: a
 * notice fires once, whichever process sees the stock first.
 */
export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('arrival_notices_waiting')
      .on(t.companyId, t.goodsId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('arrival_notices_goods_waiting').on(t.goodsId).where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * The last price of each goods the price-drop notices compared with; moved
 * by a conditional update, so one drop sends one notice across processes.
 */
export const priceWatch = pgTable('price_watch', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  priceFen: integer('price_fen').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's notice choices; no row means the defaults (price drops on). */
export const noticeSettings = pgTable('notice_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  priceDrop: boolean('price_drop').notNull().default(true),
});
