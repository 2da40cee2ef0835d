import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, storeMembers, users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';
import { orders } from '../../db/schema/order.ts';

export type ChildRow = {
  id: number;
  username: string;
  mobile: string;
  mobileVerified: boolean;
  canOrder: boolean;
  canPay: boolean;
  seeAllOrders: boolean;
  disabled: boolean;
  orderLimitFen: number;
  monthLimitFen: number;
  createdAt: Date;
};

const childColumns = {
  id: users.id,
  username: users.username,
  mobile: users.mobile,
  mobileVerified: users.mobileVerified,
  canOrder: users.canOrder,
  canPay: users.canPay,
  seeAllOrders: users.seeAllOrders,
  disabled: users.disabled,
  orderLimitFen: users.orderLimitFen,
  monthLimitFen: users.monthLimitFen,
  createdAt: users.createdAt,
};

export type ChildChanges = Partial<{
  username: string;
  mobile: string;
  passwordHash: string;
  canOrder: boolean;
  canPay: boolean;
  seeAllOrders: boolean;
  disabled: boolean;
  orderLimitFen: number;
  monthLimitFen: number;
}>;

/** Sub-accounts and store memberships; every query names the company or the login. */
export function accountsRepo(db: DbOrTx) {
  const childOf = (companyId: number, id: number) =>
    and(eq(users.id, id), eq(users.companyId, companyId), eq(users.isMain, false));

  return {
    children(companyId: number): Promise<ChildRow[]> {
      return db
        .select(childColumns)
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.isMain, false)))
        .orderBy(asc(users.id));
    },

    /** The company's other users who can log in (targets of a cart copy). */
    colleagues(companyId: number, exceptUserId: number) {
      return db
        .select({ id: users.id, username: users.username, isMain: users.isMain })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.disabled, false),
            sql`${users.id} <> ${exceptUserId}`,
          ),
        )
        .orderBy(sql`${users.isMain} desc`, asc(users.id));
    },

    /** Serialises changes to a company's sub-accounts (the count limit) until the transaction ends. */
    async lockCompany(companyId: number) {
      await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
    },

    async countChildren(companyId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.isMain, false)));
      return row?.n ?? 0;
    },

    async insertChild(values: {
      companyId: number;
      username: string;
      mobile: string;
      passwordHash: string;
      canOrder: boolean;
      canPay: boolean;
      seeAllOrders: boolean;
      orderLimitFen: number;
      monthLimitFen: number;
    }): Promise<ChildRow> {
      const [row] = await db
        .insert(users)
        // The main account typed the mobile: its owner has not proved it.
        .values({ ...values, isMain: false, mobileVerified: false })
        .returning(childColumns);
      return row!;
    },

    async updateChild(companyId: number, id: number, set: ChildChanges): Promise<ChildRow | null> {
      if (Object.keys(set).length === 0) {
        const [row] = await db.select(childColumns).from(users).where(childOf(companyId, id));
        return row ?? null;
      }
      const [row] = await db
        .update(users)
        .set({
          ...set,
          // A mobile the main account changes is unproved again (the same one stays as it was).
          ...(set.mobile !== undefined && {
            mobileVerified: sql`${users.mobileVerified} and ${users.mobile} = ${set.mobile}`,
          }),
        })
        .where(childOf(companyId, id))
        .returning(childColumns);
      return row ?? null;
    },

    /** The sub-account's row, locked for its delete: an order placing now finishes first. */
    async lockChild(companyId: number, id: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(childOf(companyId, id))
        .for('update');
      return rows.length === 1;
    },

    async deleteChild(companyId: number, id: number) {
      const rows = await db.delete(users).where(childOf(companyId, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    async isChild(companyId: number, id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(childOf(companyId, id));
      return Boolean(row);
    },

    async hasOrders(userId: number) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    /** Ends every session of the login; the token hashes, so caches can forget them. */
    async endSessions(userId: number): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ hash: sessions.tokenHash });
      return rows.map((r) => r.hash);
    },

    /** The login's own company and the further stores it holds. */
    async stores(userId: number) {
      const [user] = await db
        .select({ companyId: users.companyId, isMain: users.isMain })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return [];
      const extra = user.isMain
        ? await db
            .select({ companyId: storeMembers.companyId })
            .from(storeMembers)
            .where(eq(storeMembers.userId, userId))
        : [];
      const ids = [user.companyId, ...extra.map((e) => e.companyId)];
      // A cancelled store is gone for its logins: not listed, not switched to.
      const rows = await db
        .select({ id: companies.id, name: companies.name, review: companies.review })
        .from(companies)
        .where(and(inArray(companies.id, ids), isNull(companies.cancelledAt)))
        .orderBy(asc(companies.id));
      return rows.map((r) => ({ ...r, isHome: r.id === user.companyId }));
    },

    /** Every session on the store goes back to its login's own company; their hashes. */
    async sessionsBackHome(companyId: number): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ companyId: null })
        .where(eq(sessions.companyId, companyId))
        .returning({ hash: sessions.tokenHash });
      return rows.map((r) => r.hash);
    },

    /** Serialises the login's store additions (the count limit) until the transaction ends. */
    async lockUser(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async countMemberships(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(storeMembers)
        .where(eq(storeMembers.userId, userId));
      return row?.n ?? 0;
    },

    async addMember(userId: number, companyId: number) {
      await db.insert(storeMembers).values({ userId, companyId });
    },

    /** Points the session at a store; false when the session is gone. */
    async setSessionStore(tokenHash: string, companyId: number | null) {
      const rows = await db
        .update(sessions)
        .set({ companyId })
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ hash: sessions.tokenHash });
      return rows.length === 1;
    },

    /** Every login of a company for the console: its own users and the logins holding it as a further store. */
    async loginsOf(companyId: number) {
      const own = await db
        .select({ ...childColumns, isMain: users.isMain })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(sql`${users.isMain} desc`, asc(users.id));
      const holders = await db
        .select({ ...childColumns, isMain: users.isMain })
        .from(storeMembers)
        .innerJoin(users, eq(users.id, storeMembers.userId))
        .where(eq(storeMembers.companyId, companyId))
        .orderBy(asc(users.id));
      return [
        ...own.map((u) => ({ ...u, role: u.isMain ? ('main' as const) : ('sub' as const) })),
        ...holders.map((u) => ({ ...u, role: 'store' as const })),
      ];
    },
  };
}
