import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The scheduler's claims (platform/scheduler.ts, db/job-slots.ts): no module
// owns this table. A background job runs once per slot of its interval on
// the database's clock; `slot` is the last one a process claimed.

export const jobSlots = pgTable('job_slots', {
  name: text('name').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  /** floor(epoch milliseconds / every_ms) of the claimed run. */
  slot: bigint('slot', { mode: 'number' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
});
