// The calendar and ageing rules of 账期, pure (docs/decisions/2026-11-29-credit.md).
// Days are Beijing calendar days written YYYY-MM-DD; a period ends at Beijing
// midnight starting its statement day.

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** Today's (or a moment's) Beijing calendar day. */
export const beijingDay = (at: Date = new Date()) =>
  new Date(at.getTime() + BEIJING_MS).toISOString().slice(0, 10);

/** Beijing midnight at the start of `day`, as an instant. */
export const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `a` to `b` (positive when b is later). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const monthDay = (year: number, month0: number, day: number) =>
  new Date(Date.UTC(year, month0, day)).toISOString().slice(0, 10);

/** The latest statement day on or before `today` (statement_day is 1-28, so every month has it). */
export function lastStatementDate(today: string, statementDay: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return d >= statementDay ? monthDay(y, m - 1, statementDay) : monthDay(y, m - 2, statementDay);
}

/** The first statement day after `today`. */
export function nextStatementDate(today: string, statementDay: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return d < statementDay ? monthDay(y, m - 1, statementDay) : monthDay(y, m, statementDay);
}

/** 未到期, 1-30, 31-60, 61-90, 90+ days past the due date. */
export const AGE_BUCKETS = ['not_due', 'd1_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export function bucketOf(daysOverdue: number): AgeBucket {
  if (daysOverdue <= 0) return 'not_due';
  if (daysOverdue <= 30) return 'd1_30';
  if (daysOverdue <= 60) return 'd31_60';
  if (daysOverdue <= 90) return 'd61_90';
  return 'd90_plus';
}

/** Something owed: its amount and the day it falls due (null: not billed yet, so not due). */
export type Debt = { amountFen: number; due: string | null };

export type Ageing = Record<AgeBucket, number> & {
  overdueFen: number;
  /** Days the oldest unpaid debt is past due (0 when nothing is). */
  maxDaysOverdue: number;
};

/**
 * What is still owed, by how late it is. Repayments (and negative debts,
 * refunds larger than a period's charges) pay the debt that fell due first,
 * as a finance clerk settles the oldest invoice first.
 */
export function ageDebts(debts: Debt[], repaidFen: number, today: string): Ageing {
  const order = (d: Debt) => d.due ?? '9999-12-31';
  let credit = repaidFen;
  const positive: Debt[] = [];
  for (const d of debts) {
    if (d.amountFen < 0) credit += -d.amountFen;
    else if (d.amountFen > 0) positive.push(d);
  }
  positive.sort((a, b) => order(a).localeCompare(order(b)));
  const out: Ageing = {
    not_due: 0,
    d1_30: 0,
    d31_60: 0,
    d61_90: 0,
    d90_plus: 0,
    overdueFen: 0,
    maxDaysOverdue: 0,
  };
  for (const d of positive) {
    const paid = Math.min(credit, d.amountFen);
    credit -= paid;
    const left = d.amountFen - paid;
    if (left === 0) continue;
    const late = d.due === null ? 0 : daysBetween(d.due, today);
    out[bucketOf(late)] += left;
    if (late > 0) {
      out.overdueFen += left;
      out.maxDaysOverdue = Math.max(out.maxDaysOverdue, late);
    }
  }
  return out;
}
