import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { orders } from './order.ts';

/**
 * Notices the shop sends a buyer company (站内信, /wdxx): order shipped,
 * credentials reviewed, licence or coupon expiring, a requested variety
 * listed, a feedback reply. `dedup_key` makes a notice the expiry job sends
 * once per thing and threshold, whichever process inserts it first.
 * A deleted message keeps its row (deleted_at), so the job does not send it again.
 * `order_id`: the order a notice is about; a sub-account without
 * see_all_orders sees only the notices about its own orders.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A shop path the message opens ('' for none). */
    link: text('link').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dedupKey: text('dedup_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_company').on(t.companyId, t.id),
    // The unread count is read on every user-state call: an index of the unread only.
    index('messages_unread')
      .on(t.companyId)
      .where(sql`${t.readAt} IS NULL AND ${t.deletedAt} IS NULL`),
    uniqueIndex('messages_dedup').on(t.companyId, t.dedupKey).where(sql`${t.dedupKey} IS NOT NULL`),
  ],
);
