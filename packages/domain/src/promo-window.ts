// When a promotion runs, and when two of them clash: one rule for every kind
// (flash sessions, packages, 新人特价, 94折 events, 满赠/换购, group-buys, 满减
// activities, coupon templates, cash-back periods). A window is half open,
// [startsAt, endsAt): it runs from its start up to, not at, its end.
// Decision: docs/decisions/2026-11-28-line-kinds.md.

export type PromoWindow = { startsAt: Date; endsAt: Date; enabled: boolean };

/** upcoming, running, ended; a window switched off (enabled false) is stopped whatever the clock says. */
export type WindowState = 'upcoming' | 'running' | 'ended' | 'stopped';

export function windowState(w: PromoWindow, now: Date | number = Date.now()): WindowState {
  const t = typeof now === 'number' ? now : now.getTime();
  if (!w.enabled) return 'stopped';
  if (t < w.startsAt.getTime()) return 'upcoming';
  return t >= w.endsAt.getTime() ? 'ended' : 'running';
}

/** Enabled and startsAt <= now < endsAt. */
export const isRunning = (w: PromoWindow, now: Date | number = Date.now()) =>
  windowState(w, now) === 'running';

/**
 * Whether two windows share an instant: [a.start, a.end) and [b.start, b.end)
 * meet when each starts before the other ends. Windows that only touch (one
 * ends when the other starts) do not overlap. The repos' SQL says the same
 * (db/windows.ts).
 */
export const windowsOverlap = (
  a: Pick<PromoWindow, 'startsAt' | 'endsAt'>,
  b: Pick<PromoWindow, 'startsAt' | 'endsAt'>,
) => a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
