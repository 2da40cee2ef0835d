import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { companies } from '../../db/schema/company.ts';
import { wechatBindings, wechatScans } from '../../db/schema/wechat.ts';

export type ScanRow = typeof wechatScans.$inferSelect;

export function wechatRepo(db: DbOrTx) {
  return {
    async createScan(values: typeof wechatScans.$inferInsert) {
      await db.insert(wechatScans).values(values);
    },

    async scanByTicket(ticketHash: string): Promise<ScanRow | null> {
      const [row] = await db
        .select()
        .from(wechatScans)
        .where(eq(wechatScans.ticketHash, ticketHash))
        .limit(1);
      return row ?? null;
    },

    async scanByKey(qrKey: string): Promise<ScanRow | null> {
      const [row] = await db
        .select()
        .from(wechatScans)
        .where(eq(wechatScans.qrKey, qrKey))
        .limit(1);
      return row ?? null;
    },

    /** The phone's yes: only a waiting, unexpired scan takes it, once. */
    async confirm(qrKey: string, openid: string, nickname: string) {
      const rows = await db
        .update(wechatScans)
        .set({ status: 'confirmed', openid, nickname })
        .where(
          and(
            eq(wechatScans.qrKey, qrKey),
            eq(wechatScans.status, 'waiting'),
            gt(wechatScans.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: wechatScans.id });
      return rows.length === 1;
    },

    async cancel(qrKey: string) {
      await db
        .update(wechatScans)
        .set({ status: 'cancelled' })
        .where(and(eq(wechatScans.qrKey, qrKey), eq(wechatScans.status, 'waiting')));
    },

    /** Spends a confirmed, unexpired scan; false when another request spent it first. */
    async finish(id: number) {
      const rows = await db
        .update(wechatScans)
        .set({ status: 'done' })
        .where(
          and(
            eq(wechatScans.id, id),
            eq(wechatScans.status, 'confirmed'),
            gt(wechatScans.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: wechatScans.id });
      return rows.length === 1;
    },

    async bind(userId: number, openid: string, nickname: string) {
      await db.insert(wechatBindings).values({ userId, openid, nickname });
    },

    /** The login bound to this WeChat identity, if any. */
    async userOf(openid: string) {
      const [row] = await db
        .select({ userId: wechatBindings.userId })
        .from(wechatBindings)
        .where(eq(wechatBindings.openid, openid))
        .limit(1);
      return row?.userId ?? null;
    },

    async bindingOf(userId: number) {
      const [row] = await db
        .select()
        .from(wechatBindings)
        .where(eq(wechatBindings.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Removes the login's binding; what was removed, or null. */
    async unbind(userId: number) {
      const [row] = await db
        .delete(wechatBindings)
        .where(eq(wechatBindings.userId, userId))
        .returning();
      return row ?? null;
    },

    /** A company's logins with their WeChat, for the console. */
    /** The company's own logins with their WeChat; null when there is no such company. */
    async loginsOfCompany(companyId: number) {
      const rows = await db
        .select({
          userId: users.id,
          username: users.username,
          isMain: users.isMain,
          nickname: wechatBindings.nickname,
          boundAt: wechatBindings.createdAt,
        })
        .from(companies)
        .leftJoin(users, eq(users.companyId, companies.id))
        .leftJoin(wechatBindings, eq(wechatBindings.userId, users.id))
        .where(eq(companies.id, companyId))
        .orderBy(asc(users.id));
      if (rows.length === 0) return null;
      return rows.flatMap(({ userId, username, isMain, ...r }) =>
        userId === null || username === null || isMain === null
          ? []
          : [{ ...r, userId, username, isMain }],
      );
    },

    async userInCompany(userId: number, companyId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
