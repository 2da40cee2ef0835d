import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { statementCache } from '../../db/prepared.ts';
import { passwordTickets, sessions, smsCodes, users } from '../../db/schema/auth.ts';
import { companies, credentials } from '../../db/schema/company.ts';
import { wechatBindings } from '../../db/schema/wechat.ts';

export type SessionRow = {
  userId: number;
  username: string;
  isMain: boolean;
  canOrder: boolean;
  canPay: boolean;
  seeAllOrders: boolean;
  companyId: number;
  review: string;
  frozen: boolean;
  controlledSales: boolean;
  scope: string[];
  drugClasses: string[];
  purchaserAuthorised: boolean;
};

export function authRepo(db: DbOrTx) {
  const prepared = statementCache();
  /** The login holding the mobile, and whether its owner proved it. */
  async function mobileOwner(mobile: string) {
    const [row] = await db
      .select({ id: users.id, verified: users.mobileVerified })
      .from(users)
      .where(eq(users.mobile, mobile))
      .limit(1);
    return row ?? null;
  }
  return {
    /** Runs on every API request with a token, hence prepared once. */
    async findSession(tokenHash: string): Promise<SessionRow | null> {
      const statement = prepared('findSession', (name) =>
        db
          .select({
            userId: users.id,
            username: users.username,
            isMain: users.isMain,
            canOrder: users.canOrder,
            canPay: users.canPay,
            seeAllOrders: users.seeAllOrders,
            companyId: companies.id,
            review: companies.review,
            frozen: companies.frozen,
            controlledSales: companies.controlledSalesAuthorized,
            scope: companies.businessScope,
            drugClasses: companies.licensedDrugClasses,
            // An index probe (credentials_company_kind: one current per kind); the day is Beijing's.
            purchaserAuthorised: sql<boolean>`EXISTS (SELECT 1 FROM ${credentials}
              WHERE ${credentials.companyId} = ${companies.id} AND ${credentials.kind} = 'proxy'
                AND ${credentials.status} = 'current'
                AND ${credentials.expiresOn} >= (now() AT TIME ZONE 'Asia/Shanghai')::date
                AND ${credentials.holderName} <> '' AND ${credentials.holderIdNumber} <> '')`,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          // The session's current store (multi-store), else the login's own company.
          .innerJoin(
            companies,
            eq(companies.id, sql`coalesce(${sessions.companyId}, ${users.companyId})`),
          )
          .where(
            and(
              eq(sessions.tokenHash, sql.placeholder('hash')),
              gt(sessions.expiresAt, sql`now()`),
              isNull(companies.cancelledAt),
              eq(users.disabled, false),
            ),
          )
          .limit(1)
          .prepare(name),
      );
      const [row] = await statement.execute({ hash: tokenHash });
      return row ?? null;
    },

    async createSession(tokenHash: string, userId: number, expiresAt: Date, companyId?: number) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt, companyId });
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Every session of the company's users; their hashes, for the caches. */
    async deleteCompanySessions(companyId: number) {
      const rows = await db
        .delete(sessions)
        .where(
          inArray(
            sessions.userId,
            db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)),
          ),
        )
        .returning({ hash: sessions.tokenHash });
      return rows.map((r) => r.hash);
    },

    /** The login by its username or mobile, or by id (a login proven another way, as by WeChat). */
    async findUserForLogin(login: string | { id: number }) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          cancelledAt: companies.cancelledAt,
          disabled: users.disabled,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(
          typeof login === 'string'
            ? or(eq(users.username, login), eq(users.mobile, login))
            : eq(users.id, login.id),
        )
        .limit(1);
      return row ?? null;
    },

    async mobileTaken(mobile: string) {
      return (await mobileOwner(mobile)) !== null;
    },

    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      return Boolean(row);
    },

    /** The enabled users of a company among these ids (the targets of a cart copy). */
    async usersOfCompany(companyId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            inArray(users.id, userIds),
            eq(users.disabled, false),
          ),
        );
      return rows.map((r) => r.id);
    },

    async user(id: number) {
      const [row] = await db
        .select({
          username: users.username,
          mobile: users.mobile,
          mobileVerified: users.mobileVerified,
          name: users.name,
          wechat: wechatBindings.nickname,
        })
        .from(users)
        .leftJoin(wechatBindings, eq(wechatBindings.userId, users.id))
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Who these logins are and for which company: a lock's notice and the console's list. */
    async logins(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          username: users.username,
          mobile: users.mobile,
          mobileVerified: users.mobileVerified,
          companyId: users.companyId,
          companyName: companies.name,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(inArray(users.id, ids));
    },

    async passwordHash(id: number) {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.hash ?? null;
    },

    /** A mobile its owner proved with an SMS code. */
    async setMobile(id: number, mobile: string) {
      await db.update(users).set({ mobile, mobileVerified: true }).where(eq(users.id, id));
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

    mobileOwner,

    async createPasswordTicket(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(passwordTickets).values({ tokenHash, userId, expiresAt });
    },

    /** Spends an unused, unexpired ticket; its login, or null when there is none. */
    async usePasswordTicket(tokenHash: string) {
      const [row] = await db
        .update(passwordTickets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordTickets.tokenHash, tokenHash),
            isNull(passwordTickets.usedAt),
            gt(passwordTickets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordTickets.userId });
      return row?.userId ?? null;
    },

    /**
     * A new password: the login's other tickets are void and its sessions end
     * (their hashes), all but `keepHash` (the session that changed it) when given.
     */
    async setPassword(userId: number, passwordHash: string, keepHash?: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await db
        .update(passwordTickets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordTickets.userId, userId), isNull(passwordTickets.usedAt)));
      const ended = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            keepHash === undefined ? undefined : ne(sessions.tokenHash, keepHash),
          ),
        )
        .returning({ tokenHash: sessions.tokenHash });
      return ended.map((r) => r.tokenHash);
    },
  };
}
