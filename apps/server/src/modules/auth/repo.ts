import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
import { companies, credentials, sessions, smsCodes, users } from '../../db/schema.ts';
import type { Buyer } from '../../http/session.ts';

export function authRepo(db: DbOrTx) {
  const prepared = statementCache();
  return {
    /** Runs on every API request with a token, hence prepared once. */
    async findSession(tokenHash: string): Promise<Buyer | null> {
      const statement = prepared('findSession', (name) =>
        db
          .select({
            userId: users.id,
            companyId: users.companyId,
            username: users.username,
            review: companies.review,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(
            and(
              eq(sessions.tokenHash, sql.placeholder('hash')),
              gt(sessions.expiresAt, sql`now()`),
            ),
          )
          .limit(1)
          .prepare(name),
      );
      const [row] = await statement.execute({ hash: tokenHash });
      return row ? { ...row, isPassed: row.review === 'approved' } : null;
    },

    async createSession(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async findUserForLogin(login: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(or(eq(users.username, login), eq(users.mobile, login)))
        .limit(1);
      return row ?? null;
    },

    async mobileTaken(mobile: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.mobile, mobile))
        .limit(1);
      return Boolean(row);
    },

    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return Boolean(row);
    },

    async insertSmsCode(mobile: string, purpose: string, codeHash: string, expiresAt: Date) {
      await db.insert(smsCodes).values({ mobile, purpose, codeHash, expiresAt });
    },

    async latestSmsCode(mobile: string, purpose: string) {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(
          and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row ?? null;
    },

    async countSmsAttempt(id: number) {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id));
    },

    /** Marks the code used; false when another request used it first. */
    async useSmsCode(id: number) {
      const rows = await db
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },

    async createCompany() {
      const [row] = await db.insert(companies).values({}).returning({ id: companies.id });
      return row!.id;
    },

    async createUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },

    async getCompany(companyId: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },

    async updateCompany(companyId: number, values: Partial<typeof companies.$inferInsert>) {
      await db.update(companies).set(values).where(eq(companies.id, companyId));
    },

    async upsertCredential(values: typeof credentials.$inferInsert) {
      await db
        .insert(credentials)
        .values(values)
        .onConflictDoUpdate({
          target: [credentials.companyId, credentials.kind],
          set: { number: values.number, expiresOn: values.expiresOn },
        });
    },

    async listCredentials(companyId: number) {
      return db
        .select()
        .from(credentials)
        .where(eq(credentials.companyId, companyId))
        .orderBy(credentials.id);
    },
  };
}
