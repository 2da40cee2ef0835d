import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The console's people: staff accounts (never buyers), their sessions, and
// the audit log of every staff write. The database refuses UPDATE and DELETE
// on audit_log (migration 0004), so nobody can rewrite what happened.

/** role: super, operator, reviewer, warehouse, finance, service (modules/staff/roles.ts). */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  role: text('role').notNull(),
  disabled: integer('disabled').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The session ends 8 hours after this (idle timeout). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** Copies the staff's username and role, so an entry reads the same after the account changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    // Staff who acted are disabled, never deleted: the log keeps pointing at them.
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target').on(t.targetType, t.targetId, t.id),
    index('audit_log_staff').on(t.username, t.id),
  ],
);
