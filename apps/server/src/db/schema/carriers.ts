import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The carriers the warehouse ships with (承运商), kept by staff in the console.
// A shipment records the carrier's name as it was; 冷链 goods leave only with
// a carrier marked cold-chain (docs/decisions/2026-11-28-special-compounds.md).

export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Short code (SF, JD, SFCC ...), unique like the name. */
    code: text('code').notNull(),
    /** 冷链: ships at 2-8 °C, so it may carry 冷链 goods. */
    coldChain: boolean('cold_chain').notNull().default(false),
    /** A disabled carrier is kept for the orders it shipped but offered no more. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carriers_name').on(t.name),
    uniqueIndex('carriers_code').on(t.code),
    check('carriers_code_shape', sql`${t.code} ~ '^[A-Z0-9_-]{1,20}$'`),
  ],
);
