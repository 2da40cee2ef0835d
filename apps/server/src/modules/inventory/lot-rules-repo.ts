import { sql } from 'drizzle-orm';
import { goodsLots } from '../../db/schema/inventory.ts';

// SQL of stock held per lot. The rules every statement here shares
// (docs/decisions/2026-11-28-lots.md):
// - sellable: a lot selling and not past its expiry date on the shop's
//   (Beijing) day, checked here, not only by the expiry job;
// - FEFO: first expiry, first received, first id; for a goods outside the
//   near-expiry zone (ck_id 3) the near-expiry lots come after every
//   longer-dated one;
// - goods.stock is the sum of its selling lots, goods.expiry_date the expiry
//   of the lot that ships next, is_short_expiry that date within the
//   near_expiry_months setting; written with the lots, in one transaction;
// - locks: goods rows in id order first, then their lots.

/** The near-expiry zone's own goods rows (the spec's ck_id 3): their lots go out by plain FEFO. */
const NEAR_EXPIRY_WAREHOUSE = 3;

/** The shop's day: Beijing has no summer time, so UTC + 8 hours. */
export const TODAY = sql`((now() AT TIME ZONE 'UTC') + interval '8 hours')::date`;
/** The near_expiry_months site setting (1-24, default 6), read inside the statement that needs it. */
const NEAR_MONTHS = sql`coalesce((SELECT CASE WHEN jsonb_typeof(value) = 'number'
  THEN least(greatest((value #>> '{}')::numeric::int, 1), 24) END
  FROM site_config WHERE key = 'near_expiry_months'), 6)`;
/** A lot expiring before this day is near expiry. */
export const NEAR_CUTOFF = sql`(${TODAY} + make_interval(months => ${NEAR_MONTHS}))::date`;
/** Lot `l` may be sold today. */
export const sellable = (l: string) =>
  sql`${sql.raw(l)}.state = 'selling' AND ${sql.raw(l)}.expiry_date >= ${TODAY}`;
/** The FEFO order of lot `l` of goods `g` (near lots last outside the zone). */
export const fefo = (l: string, g: string) =>
  sql`(${sql.raw(g)}.warehouse_id <> ${NEAR_EXPIRY_WAREHOUSE} AND ${sql.raw(l)}.expiry_date < ${NEAR_CUTOFF}),
    ${sql.raw(l)}.expiry_date, ${sql.raw(l)}.received_at, ${sql.raw(l)}.id`;

/** What caused a stock ledger entry (docs/api-admin.md, the stock ledger). */
export type LedgerKind =
  | 'order'
  | 'cancel'
  | 'return'
  | 'receive'
  | 'adjust'
  | 'expire'
  | 'quarantine'
  | 'freeze'
  | 'unfreeze';

/** Whether a lot row is near expiry and past its date, as the console's lot lists show it. */
export const lotFlags = {
  near: sql<boolean>`${goodsLots.expiryDate} < ${NEAR_CUTOFF}`,
  past: sql<boolean>`${goodsLots.expiryDate} < ${TODAY}`,
};
