import { addDays, shopDayStart } from '@shop/domain';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema/staff.ts';

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditFilter = {
  username?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function staffRepo(db: DbOrTx) {
  return {
    async byUsername(username: string) {
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.username, username));
      return row ?? null;
    },

    async createSession(tokenHash: string, staffId: number) {
      await db.insert(staffSessions).values({ tokenHash, staffId });
    },

    /**
     * The staff of a session idle less than `idleHours`, marking it seen now
     * (at most once a minute, so a busy console does not write on every call).
     */
    async touchSession(tokenHash: string, idleHours: number) {
      const result = await db.execute(sql`
        WITH s AS (
          UPDATE ${staffSessions} SET last_seen_at = CASE
            WHEN last_seen_at < now() - interval '1 minute' THEN now() ELSE last_seen_at END
          WHERE token_hash = ${tokenHash}
            AND last_seen_at > now() - make_interval(hours => ${idleHours})
          RETURNING staff_id
        )
        SELECT u.id, u.username, u.name, u.role FROM s
        JOIN ${staffUsers} u ON u.id = s.staff_id AND u.disabled = 0`);
      return (
        rowsOf<{ id: number; username: string; name: string; role: string }>(result)[0] ?? null
      );
    },

    async deleteSession(tokenHash: string) {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },

    async insertAudit(entry: AuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    /** The `after` of the entry of an action on a target that recorded this request key. */
    async afterWithKey(action: string, targetType: string, targetId: string, key: string) {
      const [row] = await db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, targetType),
            eq(auditLog.targetId, targetId),
            eq(auditLog.action, action),
            sql`${auditLog.after}->>'key' = ${key}`,
          ),
        )
        .limit(1);
      return row ? row.after : null;
    },

    /** When each recorded action on these targets happened, oldest first. */
    actionTimes: (targetType: string, targetIds: string[]) =>
      targetIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              targetId: auditLog.targetId,
              action: auditLog.action,
              createdAt: auditLog.createdAt,
            })
            .from(auditLog)
            .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, targetIds)))
            .orderBy(auditLog.id),

    async auditPage(f: AuditFilter, limit: number, offset: number) {
      const conds: SQL[] = [];
      if (f.username) conds.push(eq(auditLog.username, f.username));
      if (f.action) conds.push(eq(auditLog.action, f.action));
      if (f.targetType) conds.push(eq(auditLog.targetType, f.targetType));
      if (f.targetId) conds.push(eq(auditLog.targetId, f.targetId));
      // The shop's days (Beijing midnight to midnight), not the database session's.
      if (f.from) conds.push(gte(auditLog.createdAt, shopDayStart(f.from)));
      if (f.to) conds.push(lt(auditLog.createdAt, shopDayStart(addDays(f.to, 1))));
      const where = and(...conds);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
