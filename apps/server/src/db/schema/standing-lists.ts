import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

/**
 * 常购清单: a company's named lists of goods with numbers, shared by every
 * login acting for the company (store); a buyer reorders from them.
 */
export const standingLists = pgTable(
  'standing_lists',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('standing_lists_company').on(t.companyId, t.id)],
);

/** One goods of a list, at most once per list, in the order the buyer set. */
export const standingListLines = pgTable(
  'standing_list_lines',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => standingLists.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.goodsId] })],
);
