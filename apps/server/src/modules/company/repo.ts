import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, credentials, ranks, serviceContacts } from '../../db/schema/company.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyDetails = Pick<
  typeof companies.$inferInsert,
  'name' | 'kind' | 'contactName' | 'contactPhone' | 'email' | 'region' | 'address'
>;

export function companyRepo(db: DbOrTx) {
  return {
    async create(): Promise<number> {
      const [row] = await db.insert(companies).values({}).returning({ id: companies.id });
      return row!.id;
    },

    /** Deletes the company while it is still a draft; false when it is not (any more). */
    async deleteDraft(id: number): Promise<boolean> {
      const rows = await db
        .delete(companies)
        .where(and(eq(companies.id, id), eq(companies.review, 'draft')))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    /** Account cancellation approved: the company's logins stop; false when it already was. */
    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .update(companies)
        .set({ cancelledAt: sql`now()` })
        .where(and(eq(companies.id, id), sql`${companies.cancelledAt} IS NULL`))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    async find(id: number): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row ?? null;
    },

    /** The company with its rank's name and its own service contact, in one read. */
    async profile(id: number) {
      const [row] = await db
        .select({ company: companies, rankName: ranks.name, contact: serviceContacts })
        .from(companies)
        .leftJoin(ranks, eq(ranks.id, companies.rankId))
        .leftJoin(serviceContacts, eq(serviceContacts.id, companies.serviceContactId))
        .where(eq(companies.id, id))
        .limit(1);
      return row ?? null;
    },

    async update(id: number, values: Partial<typeof companies.$inferInsert>) {
      await db.update(companies).set(values).where(eq(companies.id, id));
    },

    /** Decides a pending review; null when the company was not pending (any more). */
    async decideReview(id: number, review: 'approved' | 'rejected', reason: string) {
      const [row] = await db
        .update(companies)
        .set({ review, reviewReason: reason, reviewedAt: sql`now()` })
        .where(and(eq(companies.id, id), eq(companies.review, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Draft or sent back -> pending; false when it was neither (a second submit). */
    async submitForReview(id: number): Promise<boolean> {
      const rows = await db
        .update(companies)
        .set({ review: 'pending' })
        .where(and(eq(companies.id, id), inArray(companies.review, ['draft', 'rejected'])))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    /** Every document row of the company but the replaced ones (the first-business check). */
    documents: (companyId: number) =>
      db
        .select({
          kind: credentials.kind,
          status: credentials.status,
          file: credentials.file,
          expiresOn: credentials.expiresOn,
        })
        .from(credentials)
        .where(and(eq(credentials.companyId, companyId), ne(credentials.status, 'replaced'))),

    /** The documents in force or under review (registration's status). */
    credentials: (companyId: number) =>
      db
        .select()
        .from(credentials)
        .where(
          and(
            eq(credentials.companyId, companyId),
            inArray(credentials.status, ['current', 'pending']),
          ),
        )
        .orderBy(credentials.id),

    async defaultContact() {
      const [row] = await db
        .select()
        .from(serviceContacts)
        .where(eq(serviceContacts.isDefault, true))
        .orderBy(serviceContacts.id)
        .limit(1);
      return row ?? null;
    },
  };
}
