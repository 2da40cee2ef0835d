import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { orders } from './order.ts';

// Money held for a company. A company with a wallet or ledger entries cannot
// be deleted: its money history stays.

export const wallets = pgTable(
  'wallets',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'restrict' }),
    balanceFen: integer('balance_fen').notNull().default(0),
  },
  (t) => [check('wallet_non_negative', sql`${t.balanceFen} >= 0`)],
);

/** Every change of a balance. kind: 1 recharge, 2 payment, 3 refund, 4 deduction by staff. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    kind: smallint('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_company').on(t.companyId, t.id)],
);
