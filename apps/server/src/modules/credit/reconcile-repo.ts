import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

// The reads of the money reconciliation (reconcile.ts): sums per company
// across the wallet, credit, payment and order tables, each to the fen.

const num = (v: unknown) => Number(v ?? 0);

export function reconcileRepo(db: DbOrTx) {
  const rows = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(q));
  return {
    /** Companies whose ledger does not add up to their balance. */
    wallets: async () =>
      (
        await rows<{ company_id: number; balance: string; ledger: string }>(sql`
          SELECT c.company_id, coalesce(w.balance_fen, 0) AS balance, coalesce(l.sum, 0) AS ledger
          FROM (SELECT company_id FROM wallets UNION SELECT company_id FROM wallet_ledger) c
          LEFT JOIN wallets w ON w.company_id = c.company_id
          LEFT JOIN (SELECT company_id, sum(amount_fen) AS sum FROM wallet_ledger GROUP BY company_id) l
            ON l.company_id = c.company_id`)
      ).map((r) => ({
        companyId: num(r.company_id),
        balance: num(r.balance),
        ledger: num(r.ledger),
      })),

    /** Per company with a line: used, and its entries by kind, and credit payments taken. */
    credit: async () =>
      (
        await rows<Record<string, unknown>>(sql`
          SELECT cl.company_id, cl.used_fen,
            coalesce((SELECT sum(amount_fen) FROM credit_entries e WHERE e.company_id = cl.company_id AND e.kind = 'charge'), 0) AS charges,
            coalesce((SELECT -sum(amount_fen) FROM credit_entries e WHERE e.company_id = cl.company_id AND e.kind = 'refund'), 0) AS refunds,
            coalesce((SELECT -sum(amount_fen) FROM credit_entries e WHERE e.company_id = cl.company_id AND e.kind = 'repay'), 0) AS repaid,
            coalesce((SELECT sum(amount_fen) FROM payments p WHERE p.company_id = cl.company_id AND p.provider = 'credit' AND p.status IN ('succeeded', 'refunded')), 0) AS paid_on_credit
          FROM credit_lines cl`)
      ).map((r) => ({
        companyId: num(r.company_id),
        used: num(r.used_fen),
        charges: num(r.charges),
        refunds: num(r.refunds),
        repaid: num(r.repaid),
        paidOnCredit: num(r.paid_on_credit),
      })),

    /** Every statement with the sums of the entries it claimed, and the previous one's closing. */
    statements: async () =>
      (
        await rows<Record<string, unknown>>(sql`
          SELECT s.id, s.company_id, s.opening_fen, s.charges_fen, s.refunds_fen, s.repaid_fen, s.closing_fen,
            coalesce((SELECT sum(amount_fen) FROM credit_entries e WHERE e.statement_id = s.id), 0) AS lines,
            coalesce((SELECT p.closing_fen FROM credit_statements p WHERE p.company_id = s.company_id
              AND p.period_end < s.period_end ORDER BY p.period_end DESC LIMIT 1), 0) AS previous
          FROM credit_statements s`)
      ).map((r) => ({
        id: num(r.id),
        companyId: num(r.company_id),
        opening: num(r.opening_fen),
        charges: num(r.charges_fen),
        refunds: num(r.refunds_fen),
        repaid: num(r.repaid_fen),
        closing: num(r.closing_fen),
        lines: num(r.lines),
        previous: num(r.previous),
      })),

    /** Orders paid from the balance or on credit whose payment rows differ from what they were paid. */
    paidOrders: async () =>
      (
        await rows<Record<string, unknown>>(sql`
          SELECT o.id, o.company_id, o.paid_fen,
            coalesce((SELECT sum(amount_fen) FROM payments p WHERE p.order_id = o.id
              AND p.provider = o.pay_method AND p.status IN ('succeeded', 'refunded')), 0) AS payments
          FROM orders o
          WHERE o.paid_at IS NOT NULL AND o.pay_method IN ('balance', 'credit', 'transfer')`)
      ).map((r) => ({
        orderId: num(r.id),
        companyId: num(r.company_id),
        paid: num(r.paid_fen),
        payments: num(r.payments),
      })),
  };
}
