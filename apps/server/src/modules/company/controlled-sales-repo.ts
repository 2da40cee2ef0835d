import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, controlledSalesApplications } from '../../db/schema/company.ts';

// SQL of 控销品种 authorisation: the company's flag and its requests.

export type ControlledSalesApplication = typeof controlledSalesApplications.$inferSelect;

export function controlledSalesRepo(db: DbOrTx) {
  return {
    /** The company's authorisation; null when there is no such company. Locked for a change when asked. */
    async authorized(companyId: number, lock = false): Promise<boolean | null> {
      const q = db
        .select({ controlledSales: companies.controlledSalesAuthorized })
        .from(companies)
        .where(eq(companies.id, companyId));
      const [row] = await (lock ? q.for('update') : q);
      return row ? row.controlledSales : null;
    },

    async latestApplication(companyId: number): Promise<ControlledSalesApplication | undefined> {
      const [row] = await db
        .select()
        .from(controlledSalesApplications)
        .where(eq(controlledSalesApplications.companyId, companyId))
        .orderBy(desc(controlledSalesApplications.id))
        .limit(1);
      return row;
    },

    /** A new request; false when one is already pending (the partial unique index). */
    async apply(companyId: number, reason: string): Promise<boolean> {
      const made = await db
        .insert(controlledSalesApplications)
        .values({ companyId, reason })
        .onConflictDoNothing()
        .returning({ id: controlledSalesApplications.id });
      return made.length > 0;
    },

    setAuthorized: (companyId: number, authorized: boolean) =>
      db
        .update(companies)
        .set({ controlledSalesAuthorized: authorized })
        .where(eq(companies.id, companyId)),

    /** Answers the pending request, if any; its id or null. */
    async answerPending(companyId: number, authorized: boolean, note: string) {
      const [row] = await db
        .update(controlledSalesApplications)
        .set({ status: authorized ? 'approved' : 'declined', note, decidedAt: new Date() })
        .where(
          and(
            eq(controlledSalesApplications.companyId, companyId),
            eq(controlledSalesApplications.status, 'pending'),
          ),
        )
        .returning({ id: controlledSalesApplications.id });
      return row?.id ?? null;
    },
  };
}
