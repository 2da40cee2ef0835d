import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { payPasswords } from '../../db/schema/pay-password.ts';

/** Wrong tries in this window lock balance and credit payments for as long. */
export const TRY_WINDOW_MINUTES = 15;
export const MAX_TRIES = 5;

export type PayPasswordRow = typeof payPasswords.$inferSelect;

export function payPasswordRepo(db: DbOrTx) {
  return {
    async find(companyId: number): Promise<PayPasswordRow | undefined> {
      const [row] = await db
        .select()
        .from(payPasswords)
        .where(eq(payPasswords.companyId, companyId));
      return row;
    },

    /** Turns it on, or sets a new one (reset, change): the count of tries and any lock end. */
    async set(companyId: number, hash: string) {
      const fresh = { hash, fails: 0, failsSince: null, lockedUntil: null, updatedAt: new Date() };
      await db
        .insert(payPasswords)
        .values({ companyId, ...fresh })
        .onConflictDoUpdate({ target: payPasswords.companyId, set: fresh });
    },

    async remove(companyId: number): Promise<boolean> {
      const rows = await db
        .delete(payPasswords)
        .where(eq(payPasswords.companyId, companyId))
        .returning({ id: payPasswords.companyId });
      return rows.length === 1;
    },

    /**
     * Counts a try before the password is compared, in one conditional
     * update: the row's lock makes concurrent tries (any process) count one
     * after the other, and none gets past the fifth of a window or a lock.
     * The hash and this try's number; null when locked (or none is set).
     */
    async claimTry(companyId: number): Promise<{ hash: string; n: number } | null> {
      const stale = sql`(fails_since IS NULL OR fails_since <= now() - make_interval(mins => ${TRY_WINDOW_MINUTES}))`;
      const result = await db.execute(sql`
        UPDATE ${payPasswords} SET
          fails = CASE WHEN ${stale} THEN 1 ELSE fails + 1 END,
          fails_since = CASE WHEN ${stale} THEN now() ELSE fails_since END
        WHERE company_id = ${companyId}
          AND (locked_until IS NULL OR locked_until <= now())
          AND (fails < ${MAX_TRIES} OR ${stale})
        RETURNING hash, fails`);
      const [row] = rowsOf<{ hash: string; fails: number }>(result);
      return row ? { hash: row.hash, n: Number(row.fails) } : null;
    },

    /** The try that reached the limit failed: locked for the window, the count starts again after. */
    async lock(companyId: number) {
      await db
        .update(payPasswords)
        .set({
          lockedUntil: sql`now() + make_interval(mins => ${TRY_WINDOW_MINUTES})`,
          fails: 0,
          failsSince: null,
        })
        .where(eq(payPasswords.companyId, companyId));
    },

    /** A right password takes back the wrong ones before it. */
    async succeeded(companyId: number) {
      await db
        .update(payPasswords)
        .set({ fails: 0, failsSince: null })
        .where(eq(payPasswords.companyId, companyId));
    },
  };
}
