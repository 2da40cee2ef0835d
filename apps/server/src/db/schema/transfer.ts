import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

const restrict = { onDelete: 'restrict' } as const;

/**
 * 对公转账: money a company sends from its bank account for one target.
 * kind names what it pays ('order' today; a credit statement later) and
 * target_id which one; one transfer per target. state: waiting (nothing
 * received yet), rejected (the last receipt was refused), partly (some money
 * arrived, the rest is still due), confirmed (all of it arrived, the target
 * is settled), closed (the target went away or was paid another way; what had
 * arrived went to the company balance).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, restrict),
    /** The short code the payer writes in the transfer's 附言. */
    reference: text('reference').notNull().unique(),
    dueFen: integer('due_fen').notNull(),
    receivedFen: integer('received_fen').notNull().default(0),
    state: text('state').notNull().default('waiting'),
    idempotencyKey: text('idempotency_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transfers_target').on(t.kind, t.targetId),
    index('transfers_company').on(t.companyId, t.id),
    check('transfer_amounts', sql`${t.dueFen} > 0 AND ${t.receivedFen} >= 0`),
  ],
);

/**
 * A bank receipt the buyer uploaded (a private file). state: pending (waits
 * for finance), confirmed (finance recorded amount_fen as arrived, with the
 * payer's name as on the receipt), rejected (with the reason), replaced (a
 * newer upload took its place before finance looked). Confirmed receipts
 * are the daily statement of received transfers.
 */
export const transferReceipts = pgTable(
  'transfer_receipts',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, restrict),
    file: text('file').notNull(),
    fileType: text('file_type').notNull(),
    state: text('state').notNull().default('pending'),
    amountFen: integer('amount_fen').notNull().default(0),
    payerName: text('payer_name').notNull().default(''),
    /** Why finance confirmed a payer other than the company's registered name, or why it rejected. */
    reason: text('reason').notNull().default(''),
    staff: text('staff').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('transfer_receipts_transfer').on(t.transferId, t.id),
    index('transfer_receipts_decided').on(t.decidedAt).where(sql`${t.state} = 'confirmed'`),
    check('transfer_receipt_amount', sql`${t.amountFen} >= 0`),
  ],
);
