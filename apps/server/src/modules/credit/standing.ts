import type { DbOrTx } from '../../db/client.ts';
import { type CreditLineRow, creditRepo } from './repo.ts';
import { type Ageing, addDays, ageDebts, beijingDay, type Debt } from './rules.ts';

/**
 * What a company owes and how late: its debts (a closed statement's net lines
 * due on its due date, or under 发货后付款 each order due pay_days after it
 * shipped; what is not billed or not shipped is not due), less every
 * repayment, oldest first.
 */
export async function standingOf(
  db: DbOrTx,
  line: CreditLineRow,
  today = beijingDay(),
): Promise<Ageing> {
  const repo = creditRepo(db);
  const entries = await repo.entriesOf(line.companyId);
  const repaid = entries.filter((e) => e.kind === 'repay').reduce((n, e) => n - e.amountFen, 0);
  const debts: Debt[] = [];
  if (line.terms === 'after_ship') {
    const byOrder = new Map<number, number>();
    for (const e of entries)
      if (e.kind !== 'repay' && e.orderId !== null)
        byOrder.set(e.orderId, (byOrder.get(e.orderId) ?? 0) + e.amountFen);
    const shipped = new Map(
      (await repo.shippedOf([...byOrder.keys()])).map((o) => [o.id, o.shippedAt]),
    );
    for (const [orderId, fen] of byOrder) {
      const at = shipped.get(orderId);
      debts.push({ amountFen: fen, due: at ? addDays(beijingDay(at), line.payDays) : null });
    }
  } else {
    for (const s of await repo.statementsOf(line.companyId))
      debts.push({ amountFen: s.chargesFen - s.refundsFen, due: s.dueDate });
    for (const e of entries)
      if (e.kind !== 'repay' && e.statementId === null)
        debts.push({ amountFen: e.amountFen, due: null });
  }
  return ageDebts(debts, repaid, today);
}
