import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { cancellationRequests } from '../../db/schema/cancellation.ts';
import { companies } from '../../db/schema/company.ts';

export type CancellationRow = typeof cancellationRequests.$inferSelect;

export function cancellationRepo(db: DbOrTx) {
  const t = cancellationRequests;
  return {
    async latest(companyId: number) {
      const [row] = await db
        .select()
        .from(t)
        .where(eq(t.companyId, companyId))
        .orderBy(desc(t.id))
        .limit(1);
      return row ?? null;
    },

    /** null when the company already has a pending request (a partial unique index). */
    async insert(companyId: number, userId: number, reason: string) {
      const [row] = await db
        .insert(t)
        .values({ companyId, userId, reason })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async lock(id: number) {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return row ?? null;
    },

    /** pending -> approved/rejected; null when it was no longer pending. */
    async decide(
      id: number,
      status: 'approved' | 'rejected',
      rejectReason: string,
      staffId: number,
    ) {
      const [row] = await db
        .update(t)
        .set({ status, rejectReason, handledBy: staffId, handledAt: new Date() })
        .where(and(eq(t.id, id), eq(t.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** The console's list, with the company's name and the asking login. */
    async page(status: string | null, limit: number, offset: number) {
      const where = status ? eq(t.status, status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            request: t,
            companyName: companies.name,
            username: users.username,
            cancelledAt: companies.cancelledAt,
          })
          .from(t)
          .innerJoin(companies, eq(companies.id, t.companyId))
          .innerJoin(users, eq(users.id, t.userId))
          .where(where)
          .orderBy(desc(t.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(t).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
