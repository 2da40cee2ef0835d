import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, ranks, serviceContacts, users } from '../../db/schema.ts';

export function accountRepo(db: DbOrTx) {
  return {
    /** The caller's own user, company, rank and service contact in one read. */
    async profile(userId: number, companyId: number) {
      const [row] = await db
        .select({ user: users, company: companies, rankName: ranks.name, contact: serviceContacts })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(ranks, eq(ranks.id, companies.rankId))
        .leftJoin(serviceContacts, eq(serviceContacts.id, companies.serviceContactId))
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },
  };
}
