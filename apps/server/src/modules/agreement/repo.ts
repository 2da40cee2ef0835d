import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contractSignatures, contractVersions } from '../../db/schema/agreement.ts';
import { users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';
import { staffUsers } from '../../db/schema/staff.ts';

export type VersionRow = typeof contractVersions.$inferSelect;

/** The purchase contract's versions and signatures; a buyer's reads take its company id. */
export function agreementRepo(db: DbOrTx) {
  const signature = {
    id: contractSignatures.id,
    companyId: contractSignatures.companyId,
    versionId: contractSignatures.versionId,
    name: contractSignatures.signerName,
    sha256: contractSignatures.sha256,
    signedAt: contractSignatures.signedAt,
    username: sql<string>`coalesce(${users.username}, '')`,
  };
  return {
    async current(): Promise<VersionRow | null> {
      const [v] = await db
        .select()
        .from(contractVersions)
        .orderBy(desc(contractVersions.version))
        .limit(1);
      return v ?? null;
    },

    async previous(version: number): Promise<VersionRow | null> {
      const [v] = await db
        .select()
        .from(contractVersions)
        .where(lt(contractVersions.version, version))
        .orderBy(desc(contractVersions.version))
        .limit(1);
      return v ?? null;
    },

    /** The current version's id and whether the company signed it, in one query. */
    async signedCurrent(companyId: number) {
      const [r] = await db
        .select({ versionId: contractVersions.id, signatureId: contractSignatures.id })
        .from(contractVersions)
        .leftJoin(
          contractSignatures,
          and(
            eq(contractSignatures.versionId, contractVersions.id),
            eq(contractSignatures.companyId, companyId),
          ),
        )
        .orderBy(desc(contractVersions.version))
        .limit(1);
      return r ?? null;
    },

    async signatureOf(companyId: number, versionId: number) {
      const [s] = await db
        .select(signature)
        .from(contractSignatures)
        .leftJoin(users, eq(users.id, contractSignatures.userId))
        .where(
          and(
            eq(contractSignatures.companyId, companyId),
            eq(contractSignatures.versionId, versionId),
          ),
        );
      return s ?? null;
    },

    /** false when the company had already signed this version. */
    async sign(r: {
      companyId: number;
      versionId: number;
      userId: number;
      signerName: string;
      sha256: string;
    }): Promise<boolean> {
      const made = await db
        .insert(contractSignatures)
        .values(r)
        .onConflictDoNothing()
        .returning({ id: contractSignatures.id });
      return made.length === 1;
    },

    async versions() {
      return db
        .select({
          v: contractVersions,
          publishedBy: sql<string>`coalesce(${staffUsers.name}, '')`,
          signed: sql<number>`(select count(*)::int from ${contractSignatures} where ${contractSignatures.versionId} = ${contractVersions.id})`,
        })
        .from(contractVersions)
        .leftJoin(staffUsers, eq(staffUsers.id, contractVersions.publishedBy))
        .orderBy(desc(contractVersions.version));
    },

    /** Inside a transaction: publishes queue on a lock, so each gets the next version number. */
    async publish(r: { title: string; body: string; sha256: string; publishedBy: number }) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('contract_versions'))`);
      const [v] = await db
        .insert(contractVersions)
        .values({
          ...r,
          version: sql`(select coalesce(max(${contractVersions.version}), 0) + 1 from ${contractVersions})`,
        })
        .returning();
      return v!;
    },

    async signatures(versionId: number | undefined, limit: number, offset: number) {
      const where =
        versionId === undefined ? undefined : eq(contractSignatures.versionId, versionId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...signature,
            companyName: companies.name,
            version: contractVersions.version,
          })
          .from(contractSignatures)
          .innerJoin(companies, eq(companies.id, contractSignatures.companyId))
          .innerJoin(contractVersions, eq(contractVersions.id, contractSignatures.versionId))
          .leftJoin(users, eq(users.id, contractSignatures.userId))
          .where(where)
          .orderBy(desc(contractSignatures.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(contractSignatures).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
