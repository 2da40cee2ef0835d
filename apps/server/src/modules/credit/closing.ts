import type { Db } from '../../db/client.ts';
import { type CreditLineRow, creditRepo, type StatementRow } from './repo.ts';
import { addDays, beijingDay, beijingMidnight, lastStatementDate } from './rules.ts';

/** 对账单 numbers: DZ, the period's last day, the company: the same period is the same number. */
const statementNo = (companyId: number, periodEnd: string) =>
  `DZ${periodEnd.replace(/-/g, '')}${String(companyId).padStart(6, '0')}`;

/**
 * Closes one period of a company in one transaction: the statement row is
 * inserted once per (company, period_end) (a twin closer in another process
 * finds it and does nothing), then every entry not yet in a statement and
 * made before the cutoff is claimed into it. An order paid on credit while
 * this runs either committed its entry before the claim (this period) or
 * stays unclaimed for the next one: never both, never neither.
 */
export async function closePeriod(
  db: Db,
  line: CreditLineRow,
  periodEnd: string,
  cutoff: Date,
): Promise<StatementRow | null> {
  return db.transaction(async (tx) => {
    const repo = creditRepo(tx);
    // Closers of one company take turns (the job's missed period and 立即出账 at
    // once): each reads the last statement the other committed for its opening.
    await repo.lineForUpdate(line.companyId);
    const last = await repo.lastStatement(line.companyId);
    if (last && last.periodEnd >= periodEnd) return null;
    const opening = last?.closingFen ?? 0;
    const s = await repo.openStatement({
      companyId: line.companyId,
      statementNo: statementNo(line.companyId, periodEnd),
      periodStart: last?.periodEnd ?? line.startDate,
      periodEnd,
      dueDate: addDays(periodEnd, line.payDays),
      openingFen: opening,
      chargesFen: 0,
      refundsFen: 0,
      repaidFen: 0,
      closingFen: opening,
      closedAt: cutoff,
    });
    if (!s) return null;
    const claimed = await repo.claimEntries(line.companyId, s.id, cutoff);
    const sum = (kind: string) =>
      claimed.filter((e) => e.kind === kind).reduce((n, e) => n + Math.abs(e.amountFen), 0);
    const totals = {
      chargesFen: sum('charge'),
      refundsFen: sum('refund'),
      repaidFen: sum('repay'),
      closingFen: 0,
    };
    totals.closingFen = opening + totals.chargesFen - totals.refundsFen - totals.repaidFen;
    await repo.setTotals(s.id, totals);
    return { ...s, ...totals };
  });
}

/** The job: every line whose statement day has come since its last statement closes that period. */
export async function closeDuePeriods(db: Db, today = beijingDay()): Promise<number> {
  let closed = 0;
  for (const { line } of await creditRepo(db).allLines()) {
    const periodEnd = lastStatementDate(today, line.statementDay);
    if (periodEnd <= line.startDate) continue;
    if (await closePeriod(db, line, periodEnd, beijingMidnight(periodEnd))) closed++;
  }
  return closed;
}

/** 立即出账: finance closes a company's period now (today is its last day label). */
export const closeNow = (db: Db, line: CreditLineRow) =>
  closePeriod(db, line, beijingDay(), new Date());
