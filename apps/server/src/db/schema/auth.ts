import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

// Logins: users (a main account and its sub-accounts per company), their
// sessions and the SMS codes that verify a mobile.

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  // A company's users go with it; a company with orders cannot be deleted (orders restrict).
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  username: text('username').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  /**
   * The login's owner proved the mobile with an SMS code (registration,
   * change of mobile). A mobile a main account typed for its sub-account is
   * not, until the sub-account confirms it: /forget ignores it till then.
   */
  mobileVerified: boolean('mobile_verified').notNull().default(true),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  isMain: boolean('is_main').notNull().default(true),
  // A sub-account's grants from its main account (off unless set); a main
  // account may do everything and ignores them.
  canOrder: boolean('can_order').notNull().default(false),
  canPay: boolean('can_pay').notNull().default(false),
  seeAllOrders: boolean('see_all_orders').notNull().default(false),
  /** A disabled sub-account cannot log in; its sessions were ended when it was disabled. */
  disabled: boolean('disabled').notNull().default(false),
  /**
   * A sub-account's spending limits (fen; 0: none): an order above the one
   * per order, or taking its calendar month above the other, waits for the
   * main account's approval (待审批).
   */
  orderLimitFen: integer('order_limit_fen').notNull().default(0),
  monthLimitFen: integer('month_limit_fen').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The store the session acts for (multi-store); null: the login's own company. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_mobile').on(t.mobile, t.purpose, t.id)],
);

/**
 * A forgotten-password ticket: proof that the mobile's SMS code was right,
 * spent by the one password change it allows (issue 11 /forget).
 */
export const passwordTickets = pgTable(
  'password_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_tickets_user').on(t.userId)],
);

/**
 * Further stores (companies) a login holds besides its own (users.company_id),
 * added through /register_dd; the login is the main account of each.
 */
export const storeMembers = pgTable(
  'store_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('store_members_company').on(t.companyId),
  ],
);
