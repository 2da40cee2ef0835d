import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { companies } from './company.ts';

export const favorites = pgTable(
  'favorites',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.goodsId] })],
);
