import { isRole, ROLES, type StaffView } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Actor, Staff } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Kv } from '../../platform/kv.ts';
import { DUMMY_HASH, verifyPassword } from '../../platform/password.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { type AuditFilter, staffRepo } from './repo.ts';

export const STAFF_IDLE_HOURS = 8;
const LOGIN_WINDOW_SECONDS = 15 * 60;
const LOGIN_MAX_FAILS = 5;
const LOGIN_MAX_FAILS_PER_ADDRESS = 30;
// A staff session is read on every console call; a few seconds of memory
// spares the database. A logout is announced so every process forgets it.
const SESSION_CACHE_MS = 5_000;
const REVOKED = 'staff_session_revoked';

/** What a staff write changed, for the audit log. */
export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: number | string;
  before: unknown;
  after: unknown;
};

export const toStaff = (row: {
  id: number;
  username: string;
  name: string;
  role: string;
}): Staff | null =>
  isRole(row.role)
    ? {
        id: row.id,
        username: row.username,
        name: row.name,
        role: row.role,
        permissions: new Set(ROLES[row.role].permissions),
      }
    : null;

export const staffView = (s: Staff): StaffView => ({
  id: s.id,
  username: s.username,
  name: s.name,
  role: s.role,
  role_name: ROLES[s.role].name,
  permissions: [...s.permissions],
});

export function staffService({ db, kv, bus }: { db: Db; kv: Kv; bus: Bus }) {
  const repo = staffRepo(db);
  const sessions = ttlCache<Staff | null>(SESSION_CACHE_MS, 2_000, { name: 'staff-sessions' });
  bus.subscribe(REVOKED, (hash) => sessions.delete(hash));

  return {
    /** Calls back with the token hash of every staff session that ends, in any process. */
    onRevoked: (handler: (hash: string) => void) => bus.subscribe(REVOKED, handler),

    /** Counted before the password is checked, per staff account and per address. */
    async login(username: string, password: string, address: string) {
      const row = await repo.byUsername(username);
      const accountKey = `staff:login:${row ? row.id : username.toLowerCase()}`;
      const addressKey = `staff:login:ip:${address}`;
      const [forAccount, forAddress] = await Promise.all([
        kv.incr(accountKey, LOGIN_WINDOW_SECONDS),
        kv.incr(addressKey, LOGIN_WINDOW_SECONDS),
      ]);
      if (forAccount > LOGIN_MAX_FAILS || forAddress > LOGIN_MAX_FAILS_PER_ADDRESS)
        throw new AppError('too_many', '登录失败次数过多，请 15 分钟后再试');
      const valid = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      const staff = row && valid && row.disabled === 0 ? toStaff(row) : null;
      if (!staff) throw new AppError('bad_request', '用户名或密码错误');
      await Promise.all([kv.del(accountKey), kv.incr(addressKey, LOGIN_WINDOW_SECONDS, -1)]);
      const token = newToken();
      await repo.createSession(hashToken(token), staff.id);
      return { token, staff };
    },

    resolve(token: string): Promise<Staff | null> {
      const hash = hashToken(token);
      return sessions.get(hash, async () => {
        const row = await repo.touchSession(hash, STAFF_IDLE_HOURS);
        return row && toStaff(row);
      });
    },

    async logout(token: string) {
      const hash = hashToken(token);
      await repo.deleteSession(hash);
      sessions.delete(hash);
      await bus.publish(REVOKED, hash);
    },

    /**
     * What an earlier write recorded under a request key (`after.key`), or
     * null: a retried staff write finds its first result, since the entry
     * commits with the write. The caller holds a lock that orders retries.
     */
    recorded: (
      tx: DbOrTx,
      r: { action: string; targetType: string; targetId: number | string; key: string },
    ) => staffRepo(tx).afterWithKey(r.action, r.targetType, String(r.targetId), r.key),

    /** Records a staff write, inside the transaction that made it. */
    audit(tx: DbOrTx, actor: Actor, r: AuditRecord) {
      return staffRepo(tx).insertAudit({
        staffId: actor.staff.id,
        username: actor.staff.username,
        role: actor.staff.role,
        action: r.action,
        targetType: r.targetType,
        targetId: String(r.targetId),
        before: r.before ?? null,
        after: r.after ?? null,
        address: actor.address,
      });
    },

    /**
     * When staff acted on these targets (action and time only), for pages
     * that show a request's steps: the entry commits with the write it records.
     */
    actionTimes: (targetType: string, targetIds: (number | string)[]) =>
      repo.actionTimes(targetType, targetIds.map(String)),

    async auditPage(f: AuditFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.auditPage(f, pageSize, (pageNo - 1) * pageSize);
      return {
        data: rows.map((r) => ({
          id: r.id,
          username: r.username,
          role: r.role,
          role_name: isRole(r.role) ? ROLES[r.role].name : r.role,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          before: r.before,
          after: r.after,
          address: r.address,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
export type Audit = StaffService['audit'];
export type Recorded = StaffService['recorded'];
