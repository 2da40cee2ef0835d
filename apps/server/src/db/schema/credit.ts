import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { orders } from './order.ts';

// 账期: a company's credit line, every movement of what it owes, and the
// monthly statements (对账单) that close a period's movements.

/**
 * One credit line per company. terms: 'monthly' (月结: statement_day, then
 * pay_days to pay) or 'after_ship' (each order due pay_days after it ships).
 * used_fen is claimed with a conditional UPDATE (used + x <= limit).
 */
export const creditLines = pgTable(
  'credit_lines',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'restrict' }),
    limitFen: integer('limit_fen').notNull(),
    usedFen: integer('used_fen').notNull().default(0),
    terms: text('terms').notNull(),
    statementDay: smallint('statement_day').notNull().default(1),
    payDays: smallint('pay_days').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_used_non_negative', sql`${t.usedFen} >= 0`),
    check('credit_limit_non_negative', sql`${t.limitFen} >= 0`),
  ],
);

/**
 * Every change of what a company owes. kind: 'charge' (an order paid on
 * credit, +), 'refund' (credit given back, -), 'repay' (a repayment, -).
 * statement_id: the statement whose period holds it, set once when it closes.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    amountFen: integer('amount_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** A repayment: the statement it was made against, and where the money came from. */
    repaysStatementId: integer('repays_statement_id'),
    source: text('source').notNull().default(''),
    remark: text('remark').notNull().default(''),
    statementId: integer('statement_id'),
    /** A line the buyer disputed: its note, and finance's answer once resolved. */
    disputeNote: text('dispute_note'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeAnswer: text('dispute_answer'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_company').on(t.companyId, t.id),
    index('credit_entries_statement').on(t.statementId),
  ],
);

/**
 * A closed period. period_end is the statement day (exclusive, Beijing
 * midnight); one statement per company and period_end, so closing is once.
 * status: 'open' (awaiting the buyer), 'confirmed' (对账确认), 'disputed'.
 */
export const creditStatements = pgTable(
  'credit_statements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    statementNo: text('statement_no').notNull().unique(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    openingFen: integer('opening_fen').notNull(),
    chargesFen: integer('charges_fen').notNull(),
    refundsFen: integer('refunds_fen').notNull(),
    repaidFen: integer('repaid_fen').notNull(),
    closingFen: integer('closing_fen').notNull(),
    status: text('status').notNull().default('open'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_statements_period').on(t.companyId, t.periodEnd)],
);
