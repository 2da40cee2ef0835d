import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';
import { staffUsers } from './staff.ts';

// Customer-service chat: one conversation per buyer company with the shop's
// service staff (docs/decisions/2026-11-26-chat-service-contact.md).

/** The unread counts are each side's: staff_unread is what buyers sent that staff have not read. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    lastText: text('last_text').notNull().default(''),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_last').on(t.lastAt, t.id),
    check('chat_unread_non_negative', sql`${t.buyerUnread} >= 0 AND ${t.staffUnread} >= 0`),
  ],
);

/** side: buyer or staff; exactly one of user_id / staff_id names the sender. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'restrict' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.conversationId, t.id),
    check('chat_messages_side', sql`${t.side} IN ('buyer', 'staff')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 500`),
  ],
);
