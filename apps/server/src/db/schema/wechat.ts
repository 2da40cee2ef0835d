import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

// WeChat login (issue 11 /bdwx): which WeChat identity a login is bound to,
// and the QR-code scans that bind one or log in with it.

/** One binding per login, and one login per WeChat identity (openid). */
export const wechatBindings = pgTable('wechat_bindings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openid: text('openid').notNull().unique(),
  nickname: text('nickname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A QR code shown to a browser: `qr_key` is in the code (the phone's side),
 * the ticket's hash is the browser's secret to poll with. Statuses: waiting,
 * confirmed (the phone said yes; openid known), done (bound or logged in).
 */
export const wechatScans = pgTable(
  'wechat_scans',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    qrKey: text('qr_key').notNull().unique(),
    purpose: text('purpose').notNull(),
    /** The login that asked to bind (purpose bind). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waiting'),
    openid: text('openid'),
    nickname: text('nickname'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wechat_scans_user').on(t.userId)],
);
