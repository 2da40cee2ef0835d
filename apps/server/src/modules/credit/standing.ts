import type { DbOrTx } from '../../db/client.ts';
import { type CreditEntryRow, type CreditLineRow, creditRepo, type StatementRow } from './repo.ts';
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
  const [standing] = await standingsOf(db, [line], today);
  return standing!;
}

/**
 * standingOf for many lines in three reads whatever their number (应收账龄
 * and the dashboard read every line).
 */
export async function standingsOf(
  db: DbOrTx,
  lines: CreditLineRow[],
  today = beijingDay(),
): Promise<Ageing[]> {
  const repo = creditRepo(db);
  const ids = lines.map((l) => l.companyId);
  const [entries, statements] = await Promise.all([
    repo.entriesOfAll(ids),
    repo.statementsOfAll(lines.filter((l) => l.terms !== 'after_ship').map((l) => l.companyId)),
  ]);
  const afterShip = new Set(lines.filter((l) => l.terms === 'after_ship').map((l) => l.companyId));
  const charged = entries
    .filter((e) => afterShip.has(e.companyId) && e.kind !== 'repay' && e.orderId !== null)
    .map((e) => e.orderId!);
  const shipped = new Map(
    (await repo.shippedOf([...new Set(charged)])).map((o) => [o.id, o.shippedAt]),
  );
  return lines.map((line) =>
    ageOf(
      line,
      entries.filter((e) => e.companyId === line.companyId),
      statements.filter((s) => s.companyId === line.companyId),
      shipped,
      today,
    ),
  );
}

function ageOf(
  line: CreditLineRow,
  entries: CreditEntryRow[],
  statements: StatementRow[],
  shipped: Map<number, Date | null>,
  today: string,
): Ageing {
  const repaid = entries.filter((e) => e.kind === 'repay').reduce((n, e) => n - e.amountFen, 0);
  const debts: Debt[] = [];
  if (line.terms === 'after_ship') {
    const byOrder = new Map<number, number>();
    for (const e of entries)
      if (e.kind !== 'repay' && e.orderId !== null)
        byOrder.set(e.orderId, (byOrder.get(e.orderId) ?? 0) + e.amountFen);
    for (const [orderId, fen] of byOrder) {
      const at = shipped.get(orderId);
      debts.push({ amountFen: fen, due: at ? addDays(beijingDay(at), line.payDays) : null });
    }
  } else {
    for (const s of statements)
      debts.push({ amountFen: s.chargesFen - s.refundsFen, due: s.dueDate });
    for (const e of entries)
      if (e.kind !== 'repay' && e.statementId === null)
        debts.push({ amountFen: e.amountFen, due: null });
  }
  return ageDebts(debts, repaid, today);
}
