import type { Store } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { isForeignKeyRefusal } from '../../db/pg-error.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { CompanyService } from '../company/index.ts';
import { accountsRepo } from './accounts-repo.ts';
import type { AuthService } from './service.ts';

/** A login holds at most this many further stores. */
export const MAX_EXTRA_STORES = 10;

const REVIEW_TEXT: Record<string, string> = {
  draft: '待完善资料',
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

type Deps = { db: Db; auth: AuthService; company: CompanyService };
type HeldStore = { id: number; name: string; review: string; isHome: boolean };

const f01 = (b: boolean) => (b ? 1 : 0) as 0 | 1;

/** Where filling in the store continues: company details (2), credentials (3), or nothing. */
function nextStep(s: HeldStore): 2 | 3 | null {
  if (s.review === 'rejected') return 3;
  if (s.review !== 'draft') return null;
  return s.name ? 3 : 2;
}

function assertMain(buyer: Buyer) {
  if (!buyer.user.isMain) throw new AppError('forbidden', '只有主账号可以添加或完善门店');
}

/**
 * Multi-store (/ddgl, /register_dd): the stores a login holds, which one the
 * session acts for, and the drafts /register_dd leaves behind.
 * Decision: docs/decisions/2026-11-26-sub-accounts-and-stores.md.
 */
export function storesService({ db, auth, company }: Deps) {
  const repo = accountsRepo(db);

  /**
   * Moves this session to one of the login's stores, under the login's row
   * lock so a discard of the same store cannot slip in between the check and
   * the move. `allow` refuses a store it may not move to.
   */
  async function moveTo(
    buyer: Buyer,
    token: string,
    companyId: number,
    allow: (s: HeldStore) => void,
  ) {
    const target = await db.transaction(async (tx) => {
      const r = accountsRepo(tx);
      await r.lockUser(buyer.user.id);
      const held = (await r.stores(buyer.user.id)).find((s) => s.id === companyId);
      if (!held) throw notFound('门店');
      allow(held);
      if (!(await r.setSessionStore(hashToken(token), held.isHome ? null : held.id)))
        throw new AppError('login_required', '请先登录');
      return held;
    });
    await auth.refresh(token);
    return target;
  }

  return {
    async stores(buyer: Buyer): Promise<Store[]> {
      const rows = await repo.stores(buyer.user.id);
      return rows.map((r) => ({
        company_id: r.id,
        name: r.name || '（未填写企业名称）',
        review: r.review as Store['review'],
        review_text: REVIEW_TEXT[r.review] ?? r.review,
        current: f01(r.id === buyer.company.id),
        is_home: f01(r.isHome),
        next_step: nextStep(r),
      }));
    },

    /**
     * Switches the session to one of the login's own stores; any other is 404,
     * nothing changed. An added store still a draft is not switched to: it is
     * continued (`continueDraft`) or discarded.
     */
    async switchStore(buyer: Buyer, token: string, companyId: number) {
      await moveTo(buyer, token, companyId, (s) => {
        if (s.review === 'draft' && !s.isHome)
          throw new AppError('conflict', '该门店资料尚未完善，请在门店管理中继续完善资料');
      });
    },

    /** /ddgl 继续完善资料: the session moves to the draft (or rejected) store, and the step to go to. */
    async continueDraft(buyer: Buyer, token: string, companyId: number) {
      assertMain(buyer);
      const target = await moveTo(buyer, token, companyId, (s) => {
        if (!nextStep(s)) throw new AppError('conflict', '该门店资料已提交，无需完善');
      });
      return { company_id: target.id, next_step: nextStep(target)! };
    },

    /**
     * /ddgl 删除: an added store still a draft goes, with its membership; every
     * session on it goes back to the login's own company. A store anything was
     * recorded for (a wallet, an order) is kept: the foreign keys refuse.
     */
    async discardDraft(buyer: Buyer, companyId: number) {
      assertMain(buyer);
      let moved: string[];
      try {
        moved = await db.transaction(async (tx) => {
          const r = accountsRepo(tx);
          await r.lockUser(buyer.user.id);
          const held = (await r.stores(buyer.user.id)).find((s) => s.id === companyId);
          if (!held) throw notFound('门店');
          if (held.isHome || held.review !== 'draft')
            throw new AppError('conflict', '只能删除尚未提交资料的门店');
          const hashes = await r.sessionsBackHome(companyId);
          // A submission racing this one has made it pending: it stays.
          if (!(await company.deleteDraft(tx, companyId)))
            throw new AppError('conflict', '只能删除尚未提交资料的门店');
          return hashes;
        });
      } catch (e) {
        if (isForeignKeyRefusal(e))
          throw new AppError('conflict', '该门店已有余额或订单等记录，不能删除');
        throw e;
      }
      await auth.forgetSessions(moved);
    },

    /**
     * /register_dd step 1: a new draft store for this login, which the
     * session switches to; steps 2 and 3 are registration's own (company
     * details, credentials) on the current store.
     */
    async addStore(buyer: Buyer, token: string) {
      if (!buyer.user.isMain) throw new AppError('forbidden', '只有主账号可以添加门店');
      const companyId = await db.transaction(async (tx) => {
        const r = accountsRepo(tx);
        await r.lockUser(buyer.user.id);
        if ((await r.countMemberships(buyer.user.id)) >= MAX_EXTRA_STORES)
          throw new AppError('validation', `每个账号最多添加 ${MAX_EXTRA_STORES} 个门店`);
        const id = await company.create(tx);
        await r.addMember(buyer.user.id, id);
        return id;
      });
      if (!(await repo.setSessionStore(hashToken(token), companyId)))
        throw new AppError('login_required', '请先登录');
      await auth.refresh(token);
      return { company_id: companyId };
    },
  };
}
