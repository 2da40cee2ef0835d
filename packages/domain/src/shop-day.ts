// The shop keeps China's calendar (Asia/Shanghai: UTC+8, no daylight saving):
// "today", "this month" and a date filter's days start at Beijing midnight,
// whatever the zone of the server, the database session or the staff's browser.
// An order paid at 00:30 Beijing time (16:30 UTC the day before) is that
// Beijing day's sale.

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export const shopDay = (at: Date | number): string =>
  new Date((typeof at === 'number' ? at : at.getTime()) + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a shop's day (YYYY-MM-DD) begins: Beijing midnight. */
export const shopDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The calendar day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant the shop's calendar month of `at` begins: the 1st at Beijing midnight. */
export const shopMonthStart = (at: Date | number): Date =>
  shopDayStart(`${shopDay(at).slice(0, 7)}-01`);
