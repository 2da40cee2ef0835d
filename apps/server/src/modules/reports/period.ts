import { addDays, shopDayStart } from '@shop/domain';
import type { Span } from './repo.ts';

// Spans of the shop's calendar days (packages/domain shop-day.ts): "today" and
// "this month" start at Beijing midnight, whatever the server's zone.

/** Both days included. */
export const daySpan = (from: string, to: string): Span => ({
  start: shopDayStart(from),
  end: shopDayStart(addDays(to, 1)),
});

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
