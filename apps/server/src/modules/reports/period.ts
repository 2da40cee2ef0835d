import type { Span } from './repo.ts';

// The shop keeps China's calendar (UTC+8, no daylight saving): "today" and
// "this month" start at Beijing midnight, whatever the server's zone.

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of an instant, YYYY-MM-DD. */
export const chinaDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Beijing midnight at the start of a calendar day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Both days included. */
export const daySpan = (from: string, to: string): Span => ({
  start: dayStart(from),
  end: dayStart(addDays(to, 1)),
});

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
