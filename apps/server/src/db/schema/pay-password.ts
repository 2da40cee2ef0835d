import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * A company's payment password (支付密码): six digits, scrypt-hashed like the
 * login password, asked when paying from the balance or on credit. No row:
 * the company never turned it on. The wrong tries are counted here (before
 * the check, with a conditional update) so every process shares the count.
 */
export const payPasswords = pgTable('pay_passwords', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  /** Tries counted in the current window (since fails_since), right ones taken back. */
  fails: integer('fails').notNull().default(0),
  failsSince: timestamp('fails_since', { withTimezone: true }),
  /** Five wrong tries: no balance or credit payment until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
