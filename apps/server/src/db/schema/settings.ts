import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The operator's settings, one JSON value per key (shipping rule, site info, ...). */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
