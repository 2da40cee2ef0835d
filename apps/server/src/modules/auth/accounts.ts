import type { Child } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { DEADLOCK, isForeignKeyRefusal, pgError } from '../../db/pg-error.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { hashPassword } from '../../platform/password.ts';
import type { CompanyService } from '../company/index.ts';
import { accountsRepo, type ChildChanges, type ChildRow } from './accounts-repo.ts';
import { authRepo } from './repo.ts';
import { type AuthService, takenField } from './service.ts';
import { storesService } from './stores.ts';

/** A company has at most this many sub-accounts. */
export const MAX_CHILDREN = 20;

type Deps = { db: Db; auth: AuthService; company: CompanyService };

const f01 = (b: boolean) => (b ? 1 : 0) as 0 | 1;

export const presentChild = (c: ChildRow): Child => ({
  id: c.id,
  username: c.username,
  mobile: c.mobile,
  mobile_verified: f01(c.mobileVerified),
  can_order: f01(c.canOrder),
  can_pay: f01(c.canPay),
  see_all_orders: f01(c.seeAllOrders),
  disabled: f01(c.disabled),
  order_limit: formatYuan(c.orderLimitFen),
  month_limit: formatYuan(c.monthLimitFen),
  created_at: c.createdAt.toISOString(),
});

/** Only a main account manages its store's sub-accounts (a sub-account is never granted it). */
function assertManager(buyer: Buyer) {
  if (!buyer.can.manage_accounts) throw new AppError('forbidden', '只有主账号可以管理子账号');
}

/** A username or mobile taken by anyone, as the field error the form shows. */
function taken(e: unknown): never {
  const field = takenField(e);
  if (field === 'mobile') throw fieldError('mobile', '该手机号已被使用');
  if (field === 'username') throw fieldError('username', '该用户名已被使用');
  throw e;
}

/**
 * Sub-accounts (/child); with the stores a login holds (stores.ts).
 * Decision: docs/decisions/2026-11-26-sub-accounts-and-stores.md.
 */
export function accountsService({ db, auth, company }: Deps) {
  const repo = accountsRepo(db);

  async function checkFree(username?: string, mobile?: string) {
    const users = authRepo(db);
    if (mobile !== undefined && (await users.mobileTaken(mobile)))
      throw fieldError('mobile', '该手机号已被使用');
    if (username !== undefined && (await users.usernameTaken(username)))
      throw fieldError('username', '该用户名已被使用');
  }

  return {
    ...storesService({ db, auth, company }),

    async children(buyer: Buyer) {
      assertManager(buyer);
      return (await repo.children(buyer.company.id)).map(presentChild);
    },

    async createChild(
      buyer: Buyer,
      input: {
        username: string;
        mobile: string;
        password: string;
        can_order: number;
        can_pay: number;
        see_all_orders: number;
        order_limit: number;
        month_limit: number;
      },
    ) {
      assertManager(buyer);
      await checkFree(input.username, input.mobile);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await db.transaction(async (tx) => {
          const r = accountsRepo(tx);
          await r.lockCompany(buyer.company.id);
          if ((await r.countChildren(buyer.company.id)) >= MAX_CHILDREN)
            throw new AppError('validation', `每个门店最多 ${MAX_CHILDREN} 个子账号`);
          return r.insertChild({
            companyId: buyer.company.id,
            username: input.username,
            mobile: input.mobile,
            passwordHash,
            canOrder: input.can_order === 1,
            canPay: input.can_pay === 1,
            seeAllOrders: input.see_all_orders === 1,
            orderLimitFen: input.order_limit,
            monthLimitFen: input.month_limit,
          });
        });
        return presentChild(row);
      } catch (e) {
        // Two creates with the same name at once: the unique index decides.
        taken(e);
      }
    },

    async updateChild(
      buyer: Buyer,
      id: number,
      input: Partial<{
        username: string;
        mobile: string;
        password: string;
        can_order: number;
        can_pay: number;
        see_all_orders: number;
        disabled: number;
        order_limit: number;
        month_limit: number;
      }>,
    ) {
      assertManager(buyer);
      if (!(await repo.isChild(buyer.company.id, id))) throw notFound('子账号');
      const set: ChildChanges = {};
      if (input.username !== undefined) set.username = input.username;
      if (input.mobile !== undefined) set.mobile = input.mobile;
      if (input.password) set.passwordHash = await hashPassword(input.password);
      if (input.can_order !== undefined) set.canOrder = input.can_order === 1;
      if (input.can_pay !== undefined) set.canPay = input.can_pay === 1;
      if (input.see_all_orders !== undefined) set.seeAllOrders = input.see_all_orders === 1;
      if (input.disabled !== undefined) set.disabled = input.disabled === 1;
      if (input.order_limit !== undefined) set.orderLimitFen = input.order_limit;
      if (input.month_limit !== undefined) set.monthLimitFen = input.month_limit;
      let row: ChildRow | null;
      let ended: string[] = [];
      try {
        row = await db.transaction(async (tx) => {
          const r = accountsRepo(tx);
          const updated = await r.updateChild(buyer.company.id, id, set);
          // A new password or a disabled account ends its sessions; new
          // grants apply to the sessions it has (they are read again below).
          if (updated && (set.passwordHash || set.disabled)) ended = await r.endSessions(id);
          return updated;
        });
      } catch (e) {
        taken(e);
      }
      if (!row) throw notFound('子账号');
      await auth.forgetSessions(ended);
      // Its device cookies ended with the old password; so do guesses at it.
      if (set.passwordHash) await auth.passwordSet(id);
      // Permissions changed: the sub-account's live sessions read them again.
      await auth.forgetUser(id);
      return presentChild(row);
    },

    async deleteChild(buyer: Buyer, id: number) {
      assertManager(buyer);
      if (!(await repo.isChild(buyer.company.id, id))) throw notFound('子账号');
      if (await repo.hasOrders(id))
        throw new AppError('conflict', '该子账号已有订单，不能删除，可以停用');
      let ended: string[];
      try {
        ended = await db.transaction(async (tx) => {
          const r = accountsRepo(tx);
          if (!(await r.lockChild(buyer.company.id, id))) throw notFound('子账号');
          // Read again under the lock: an order committed while the delete waited.
          if (await r.hasOrders(id))
            throw new AppError('conflict', '该子账号已有订单，不能删除，可以停用');
          const hashes = await r.endSessions(id);
          if (!(await r.deleteChild(buyer.company.id, id))) throw notFound('子账号');
          return hashes;
        });
      } catch (e) {
        // An order the sub-account placed meanwhile holds the row (its key, or a deadlock with the order's insert).
        if (isForeignKeyRefusal(e) || pgError(e).code === DEADLOCK)
          throw new AppError('conflict', '该子账号已有订单，不能删除，可以停用');
        throw e;
      }
      await auth.forgetSessions(ended);
    },

    /** Whom the caller may copy cart lines to: the other users of its current store. */
    async colleagues(buyer: Buyer) {
      const rows = await repo.colleagues(buyer.company.id, buyer.user.id);
      return rows.map((r) => ({ id: r.id, username: r.username, is_main: f01(r.isMain) }));
    },

    /** The console's view of a company's logins. */
    async loginsOf(companyId: number) {
      const rows = await repo.loginsOf(companyId);
      // Every company has a login (its main account, or the login that added it as a store).
      if (rows.length === 0) throw notFound('买家');
      return rows.map((r) => ({ ...presentChild(r), role: r.role }));
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
