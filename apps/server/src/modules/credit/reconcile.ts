import type { DbOrTx } from '../../db/client.ts';
import { reconcileRepo } from './reconcile-repo.ts';

/**
 * The money check (run by the tests after the hostile ones, and usable by an
 * operator's script): for every company, the balance ledger sums to the
 * balance; credit used = credit orders - refunds - repayments, and the credit
 * orders equal the payments taken on credit; each statement's closing =
 * opening + its lines, its opening the previous closing; each order paid from
 * the balance, on credit or by bank transfer has payment rows of its amount. Each mismatch is
 * one sentence; an empty list means everything reconciles to the fen.
 */
export async function reconcileMoney(db: DbOrTx): Promise<string[]> {
  const repo = reconcileRepo(db);
  const problems: string[] = [];
  for (const w of await repo.wallets())
    if (w.balance !== w.ledger)
      problems.push(`company ${w.companyId}: balance ${w.balance} but ledger sums to ${w.ledger}`);
  for (const c of await repo.credit()) {
    if (c.used !== c.charges - c.refunds - c.repaid)
      problems.push(
        `company ${c.companyId}: credit used ${c.used} but charges ${c.charges} - refunds ${c.refunds} - repaid ${c.repaid}`,
      );
    if (c.charges !== c.paidOnCredit)
      problems.push(
        `company ${c.companyId}: credit charges ${c.charges} but credit payments ${c.paidOnCredit}`,
      );
  }
  for (const s of await repo.statements()) {
    if (s.closing !== s.opening + s.charges - s.refunds - s.repaid)
      problems.push(`statement ${s.id}: closing ${s.closing} is not opening + lines - repayments`);
    if (s.charges - s.refunds - s.repaid !== s.lines)
      problems.push(`statement ${s.id}: totals differ from its lines (${s.lines})`);
    if (s.opening !== s.previous)
      problems.push(
        `statement ${s.id}: opening ${s.opening} is not the previous closing ${s.previous}`,
      );
  }
  for (const o of await repo.paidOrders())
    if (o.paid !== o.payments)
      problems.push(`order ${o.orderId}: paid ${o.paid} but payment rows sum to ${o.payments}`);
  return problems;
}
