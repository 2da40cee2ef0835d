import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
import { sessions, smsCodes, users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';

export type SessionRow = {
  userId: number;
  username: string;
  isMain: boolean;
  companyId: number;
  review: string;
  frozen: boolean;
  kxpz: boolean;
};

export function authRepo(db: DbOrTx) {
  const prepared = statementCache();
  return {
    /** Runs on every API request with a token, hence prepared once. */
    async findSession(tokenHash: string): Promise<SessionRow | null> {
      const statement = prepared('findSession', (name) =>
        db
          .select({
            userId: users.id,
            username: users.username,
            isMain: users.isMain,
            companyId: users.companyId,
            review: companies.review,
            frozen: companies.frozen,
            kxpz: companies.kxpzAuthorized,
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
      return row ?? null;
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

    /** The users of a company among these ids (e.g. the targets of a cart copy). */
    async usersOfCompany(companyId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)));
      return rows.map((r) => r.id);
    },

    async user(id: number) {
      const [row] = await db
        .select({ username: users.username, mobile: users.mobile, name: users.name })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    async passwordHash(id: number) {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.hash ?? null;
    },

    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setMobile(id: number, mobile: string) {
      await db.update(users).set({ mobile }).where(eq(users.id, id));
    },

    /** Ends every session of the user but the one kept; the ended ones' hashes. */
    async deleteOtherSessions(userId: number, keepHash: string) {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash)))
        .returning({ hash: sessions.tokenHash });
      return rows.map((r) => r.hash);
    },

    async insertSmsCode(mobile: string, purpose: string, codeHash: string, expiresAt: Date) {
      await db.insert(smsCodes).values({ mobile, purpose, codeHash, expiresAt });
    },

    /**
     * Counts one try at the latest unused, unexpired code of the mobile, if it
     * has tries left; null when it has none (or there is no such code).
     */
    async claimSmsAttempt(mobile: string, purpose: string, maxAttempts: number) {
      const latest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(
          and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      const [row] = await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, latest),
            sql`${smsCodes.attempts} < ${maxAttempts}`,
            gt(smsCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
      return row ?? null;
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

    async createUser(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },
  };
}
