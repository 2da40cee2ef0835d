import { and, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The promotion window rule (packages/domain promo-window.ts) in SQL, for the
// repos of every promotion: a window is half open, [starts_at, ends_at), and
// a switched-off one (enabled false) neither runs nor clashes.

/** A table's window: its start, its end, and its switch when it has one. */
export type WindowColumns = { startsAt: AnyPgColumn; endsAt: AnyPgColumn; enabled?: AnyPgColumn };

const switchedOn = (w: WindowColumns) => (w.enabled ? eq(w.enabled, true) : undefined);

/** Running at `now`: switched on, and starts_at <= now < ends_at (domain isRunning). */
export const runningAt = (w: WindowColumns, now: Date | SQL = new Date()) =>
  and(switchedOn(w), lte(w.startsAt, now), gt(w.endsAt, now));

/**
 * A switched-on window sharing an instant with [from, to): it starts before
 * `to` and ends after `from` (domain windowsOverlap). Windows that only touch
 * do not clash. Every promotion refuses its goods' overlaps with this.
 */
export const overlapping = (w: WindowColumns, from: Date, to: Date) =>
  and(switchedOn(w), lt(w.startsAt, to), gt(w.endsAt, from));

/** The rows whose window is in `state` now (the console's status filters); undefined: all. */
export function inState(
  w: WindowColumns,
  state: 'upcoming' | 'running' | 'ended' | 'stopped' | undefined,
  now = new Date(),
): SQL | undefined {
  switch (state) {
    case 'stopped':
      return w.enabled ? eq(w.enabled, false) : sql`false`;
    case 'ended':
      return and(switchedOn(w), lte(w.endsAt, now));
    case 'upcoming':
      return and(switchedOn(w), gt(w.startsAt, now));
    case 'running':
      return runningAt(w, now);
    default:
      return undefined;
  }
}
