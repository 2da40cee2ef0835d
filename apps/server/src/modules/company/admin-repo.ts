import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { users } from '../../db/schema/auth.ts';
import { companies, credentials, ranks, serviceContacts } from '../../db/schema/company.ts';
import { wallets } from '../../db/schema/wallet.ts';

export type CompanyFilter = { status?: string | undefined; keywords: string };

/** The console's reads of companies: lists with their users, credentials and balance. */
export function companyAdminRepo(db: DbOrTx) {
  const where = (f: CompanyFilter): SQL | undefined => {
    const conds: SQL[] = [];
    if (f.status === 'frozen') conds.push(eq(companies.frozen, true));
    else if (f.status) conds.push(eq(companies.review, f.status));
    if (f.keywords) {
      const like = likeContains(f.keywords);
      conds.push(
        or(
          ilike(companies.name, like),
          ilike(companies.contactName, like),
          sql`${companies.contactPhone} LIKE ${like}`,
          sql`EXISTS (SELECT 1 FROM ${users} u WHERE u.company_id = ${companies.id}
            AND (u.username ILIKE ${like} OR u.mobile LIKE ${like}))`,
        )!,
      );
    }
    return and(...conds);
  };

  async function withParts(
    rows: {
      company: typeof companies.$inferSelect;
      rank: string | null;
      balanceFen: number | null;
    }[],
  ) {
    const ids = rows.map((r) => r.company.id);
    if (ids.length === 0) return [];
    const [us, cs] = await Promise.all([
      db
        .select({
          id: users.id,
          companyId: users.companyId,
          username: users.username,
          mobile: users.mobile,
          isMain: users.isMain,
        })
        .from(users)
        .where(inArray(users.companyId, ids))
        .orderBy(users.id),
      db
        .select()
        .from(credentials)
        .where(and(inArray(credentials.companyId, ids), eq(credentials.status, 'current')))
        .orderBy(credentials.id),
    ]);
    return rows.map((r) => ({
      ...r,
      users: us.filter((u) => u.companyId === r.company.id),
      credentials: cs.filter((c) => c.companyId === r.company.id),
    }));
  }

  const base = () =>
    db
      .select({ company: companies, rank: ranks.name, balanceFen: wallets.balanceFen })
      .from(companies)
      .leftJoin(ranks, eq(ranks.id, companies.rankId))
      .leftJoin(wallets, eq(wallets.companyId, companies.id));

  return {
    async page(f: CompanyFilter, limit: number, offset: number) {
      const w = where(f);
      const [rows, [count]] = await Promise.all([
        base().where(w).orderBy(desc(companies.id)).limit(limit).offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(companies).where(w),
      ]);
      return { rows: await withParts(rows), total: count?.n ?? 0 };
    },

    async one(id: number) {
      const rows = await base().where(eq(companies.id, id));
      return (await withParts(rows))[0] ?? null;
    },

    ranks: () => db.select().from(ranks).orderBy(ranks.id),
    contacts: () => db.select().from(serviceContacts).orderBy(serviceContacts.id),

    /**
     * The company row locked until the transaction ends (staff writes on it
     * take turns). NO KEY UPDATE: rows that merely reference the company (a
     * buyer's payment writing its wallet ledger entry) take the key-share lock
     * of their foreign key; FOR UPDATE would block them while this transaction
     * waits for their wallet row, a deadlock.
     */
    async lock(id: number) {
      const [row] = await db
        .select()
        .from(companies)
        .where(eq(companies.id, id))
        .for('no key update');
      return row ?? null;
    },

    async rankExists(id: number) {
      const [row] = await db.select({ id: ranks.id }).from(ranks).where(eq(ranks.id, id));
      return row !== undefined;
    },

    async contactExists(id: number) {
      const [row] = await db
        .select({ id: serviceContacts.id })
        .from(serviceContacts)
        .where(eq(serviceContacts.id, id));
      return row !== undefined;
    },

    /** Rank and contact, or the registered particulars (company/admin-actions.ts). */
    async setStanding(
      id: number,
      values: Partial<
        Pick<
          typeof companies.$inferInsert,
          | 'rankId'
          | 'serviceContactId'
          | 'name'
          | 'legalPerson'
          | 'region'
          | 'address'
          | 'businessScope'
          | 'licensedDrugClasses'
        >
      >,
    ) {
      const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
      return row ?? null;
    },

    /** Freezes or unfreezes, once: null when it already was. */
    async setFrozen(id: number, frozen: boolean) {
      const [row] = await db
        .update(companies)
        .set({ frozen })
        .where(and(eq(companies.id, id), eq(companies.frozen, !frozen)))
        .returning();
      return row ?? null;
    },
  };
}

export type AdminCompany = NonNullable<
  Awaited<ReturnType<ReturnType<typeof companyAdminRepo>['one']>>
>;
