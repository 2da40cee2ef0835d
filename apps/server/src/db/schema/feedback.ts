import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';

/**
 * A buyer's feedback (意见反馈, /yjfk) and the shop's reply.
 * status: open, replied, closed.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    /** Photo urls from POST /api/upload/feedback-photo, at most 3. */
    images: text('images').array().notNull().default([]),
    contact: text('contact').notNull().default(''),
    status: text('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_company').on(t.companyId, t.id),
    index('feedback_status').on(t.status, t.id),
  ],
);

/** Who uploaded each feedback photo: a feedback names only its own company's photos. */
export const feedbackPhotos = pgTable(
  'feedback_photos',
  {
    /** The url's file name (32 hex digits and .jpg). */
    name: text('name').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_photos_company').on(t.companyId, t.createdAt)],
);
