import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { companies, credentials } from '../../db/schema/company.ts';

// SQL of the companies' licences (资质): the rows a buyer and staff see, an
// upload under review, and the review's conditional writes.

export type CredentialRow = typeof credentials.$inferSelect;
export type CredentialInsert = typeof credentials.$inferInsert;
export type ReviewFilter = { status: string; keywords: string };

/** The company's licence of one kind in one state (at most one current, one pending: the unique indexes). */
const oneOf = (companyId: number, kind: string, status: string) =>
  and(
    eq(credentials.companyId, companyId),
    eq(credentials.kind, kind),
    eq(credentials.status, status),
  );

export function credentialsRepo(db: DbOrTx) {
  return {
    /** Every licence row of the company, oldest first. */
    ofCompany: (companyId: number) =>
      db
        .select()
        .from(credentials)
        .where(eq(credentials.companyId, companyId))
        .orderBy(credentials.id),

    /** The rows the console shows for a company: newest first per kind, replaced ones left out. */
    shownToStaff: (companyId: number) =>
      db
        .select()
        .from(credentials)
        .where(
          and(
            eq(credentials.companyId, companyId),
            inArray(credentials.status, ['current', 'pending', 'rejected']),
          ),
        )
        .orderBy(credentials.kind, desc(credentials.id)),

    /** The number of the business licence in force; null when there is none. */
    async licenceNumber(companyId: number): Promise<string | null> {
      const [row] = await db
        .select({ number: credentials.number })
        .from(credentials)
        .where(oneOf(companyId, 'business_licence', 'current'))
        .limit(1);
      return row?.number ?? null;
    },

    /** The stored file of a licence; for a buyer, only when the licence is its company's. */
    async file(id: number, companyId?: number) {
      const [row] = await db
        .select({ file: credentials.file, fileType: credentials.fileType })
        .from(credentials)
        .where(
          and(
            eq(credentials.id, id),
            companyId === undefined ? undefined : eq(credentials.companyId, companyId),
          ),
        )
        .limit(1);
      return row;
    },

    async find(id: number): Promise<CredentialRow | undefined> {
      const [row] = await db.select().from(credentials).where(eq(credentials.id, id)).limit(1);
      return row;
    },

    /** Takes back the company's upload of this kind nobody decided yet; the files it held. */
    async withdrawPending(companyId: number, kind: string): Promise<string[]> {
      const gone = await db
        .delete(credentials)
        .where(oneOf(companyId, kind, 'pending'))
        .returning({ file: credentials.file });
      return gone.map((g) => g.file).filter(Boolean);
    },

    async hasPending(companyId: number, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ id: credentials.id })
        .from(credentials)
        .where(oneOf(companyId, kind, 'pending'))
        .limit(1);
      return !!row;
    },

    /** An upload under review; false when another of its kind got there first (a unique index). */
    async insertPending(v: Omit<CredentialInsert, 'status'>): Promise<boolean> {
      const made = await db
        .insert(credentials)
        .values({ ...v, status: 'pending' })
        .onConflictDoNothing()
        .returning({ id: credentials.id });
      return made.length > 0;
    },

    async reviewPage(f: ReviewFilter, limit: number, offset: number) {
      const where: SQL[] = [];
      if (f.status !== 'all') where.push(eq(credentials.status, f.status));
      // A company still registering may swap its documents: they wait until it submits.
      where.push(ne(companies.review, 'draft'));
      if (f.keywords) {
        const like = likeContains(f.keywords);
        where.push(or(ilike(companies.name, like), ilike(credentials.number, like))!);
      }
      const cond = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ c: credentials, name: companies.name, kind: companies.kind })
          .from(credentials)
          .innerJoin(companies, eq(companies.id, credentials.companyId))
          .where(cond)
          // Pending ones first-in first: the order staff work through them.
          .orderBy(f.status === 'pending' ? credentials.id : desc(credentials.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(credentials)
          .innerJoin(companies, eq(companies.id, credentials.companyId))
          .where(cond),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Claims a pending upload for a decision (the conditional write two staff
     * race on); undefined when it is not pending (any more).
     */
    async claimPending(id: number, approve: boolean, reason: string) {
      const [row] = await db
        .update(credentials)
        .set({ status: approve ? 'pending' : 'rejected', reason: approve ? '' : reason })
        .where(and(eq(credentials.id, id), eq(credentials.status, 'pending')))
        .returning();
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: credentials.id })
        .from(credentials)
        .where(eq(credentials.id, id));
      return !!row;
    },

    /** The licence in force of that kind becomes replaced; its id, or null when there was none. */
    async replaceCurrent(companyId: number, kind: string): Promise<number | null> {
      const [old] = await db
        .update(credentials)
        .set({ status: 'replaced' })
        .where(oneOf(companyId, kind, 'current'))
        .returning({ id: credentials.id });
      return old?.id ?? null;
    },

    async settle(id: number, status: 'current' | 'rejected'): Promise<CredentialRow> {
      const [done] = await db
        .update(credentials)
        .set({ status, decidedAt: new Date() })
        .where(eq(credentials.id, id))
        .returning();
      return done!;
    },
  };
}
