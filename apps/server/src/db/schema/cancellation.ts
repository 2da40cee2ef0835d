import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';
import { staffUsers } from './staff.ts';

/**
 * 账户注销: a main account asks to close its company's account; operators
 * approve (the company's logins stop) or reject with a reason.
 * status: pending, approved, rejected.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    handledBy: integer('handled_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('cancellation_company').on(t.companyId, t.id),
    uniqueIndex('cancellation_one_pending').on(t.companyId).where(sql`${t.status} = 'pending'`),
  ],
);
