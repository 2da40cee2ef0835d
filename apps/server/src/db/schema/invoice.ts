import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { companies } from './company.ts';
import { orders } from './order.ts';
import { staffUsers } from './staff.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const restrict = { onDelete: 'restrict' } as const;

/**
 * E-invoice requests (电子发票), one live request per paid order: a second
 * one for the same order fails on the partial unique index (a rejected
 * request no longer counts, so the buyer may ask again with corrected data).
 * kind: normal (增值税普通发票) or special (增值税专用发票, which needs the
 * address, phone, bank and account). status: pending (申请中), issued
 * (已开票), rejected (已驳回, with the reason). The PDF is made when staff
 * issue it and kept in the row: it is small (the font is subset) and is then
 * never a file that a wrong path could serve to someone else.
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, restrict),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, restrict),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, restrict),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    /** The order's amount to pay when requested, fen. */
    amountFen: integer('amount_fen').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    invoiceNo: text('invoice_no'),
    pdf: bytea('pdf'),
    decidedBy: integer('decided_by').references(() => staffUsers.id, restrict),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_requests_one_live').on(t.orderId).where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('invoice_requests_invoice_no').on(t.invoiceNo),
    index('invoice_requests_company').on(t.companyId, t.id),
    index('invoice_requests_status').on(t.status, t.id),
    check('invoice_requests_kind', sql`${t.kind} in ('normal', 'special')`),
    check('invoice_requests_status', sql`${t.status} in ('pending', 'issued', 'rejected')`),
  ],
);
