import { formatYuan, parseYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { PointsService } from '../points/index.ts';
import type { Audit, Recorded } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { companyAdminRepo } from './admin-repo.ts';

/** Announced when a company's standing changes, so buyers' cached sessions are read again. */
export const COMPANY_CHANGED = 'company_changed';

type Deps = {
  db: Db;
  audit: Audit;
  bus: Bus;
  wallet: WalletService;
  points: PointsService;
  recorded: Recorded;
};

export type Standing = {
  rankId?: number | undefined;
  serviceContactId?: number | null | undefined;
};
/** 登记信息 as staff correct them (the registered particulars and the 经营范围). */
export type Particulars = {
  name: string;
  legalPerson: string;
  region: string;
  address: string;
  businessScope: string[];
  /** Left out: unchanged. */
  drugClasses?: string[] | undefined;
};
const particularsOf = (c: Particulars) => ({
  name: c.name,
  legal_person: c.legalPerson,
  region: c.region,
  address: c.address,
  business_scope: c.businessScope,
  ...(c.drugClasses ? { drug_classes: c.drugClasses } : {}),
});

export type BalanceChange = {
  type: 'recharge' | 'deduct';
  amount: string;
  reason: string;
  key: string;
};

export type PointsChange = { type: 'add' | 'deduct'; points: number; reason: string; key: string };

const BALANCE = 'company.balance';
const POINTS = 'company.points';

/**
 * Staff writes on a buyer beyond the review: rank and service contact,
 * freezing, and the balance. Each is audited inside its transaction, and
 * announced afterwards, so every process reads the buyer's sessions afresh.
 */
export function companyAdminActions({ db, audit, bus, wallet, points, recorded }: Deps) {
  const changed = (id: number) => bus.publish(COMPANY_CHANGED, String(id));

  return {
    options: async () => {
      const reads = companyAdminRepo(db);
      const [ranks, contacts] = await Promise.all([reads.ranks(), reads.contacts()]);
      return { ranks, contacts };
    },

    async setStanding(actor: Actor, id: number, s: Standing) {
      await db.transaction(async (tx) => {
        const repo = companyAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('买家');
        if (s.rankId !== undefined && !(await repo.rankExists(s.rankId)))
          throw fieldError('rank_id', '会员等级不存在');
        if (s.serviceContactId && !(await repo.contactExists(s.serviceContactId)))
          throw fieldError('service_contact_id', '客服不存在');
        const after = await repo.setStanding(id, {
          ...(s.rankId === undefined ? {} : { rankId: s.rankId }),
          ...(s.serviceContactId === undefined ? {} : { serviceContactId: s.serviceContactId }),
        });
        await audit(tx, actor, {
          action: 'company.standing',
          targetType: 'company',
          targetId: id,
          before: { rank_id: before.rankId, service_contact_id: before.serviceContactId },
          after: { rank_id: after!.rankId, service_contact_id: after!.serviceContactId },
        });
      });
      await changed(id);
    },

    /**
     * Corrects the registered particulars; the buyer's sessions are read
     * again, so a narrowed 经营范围 holds from its next request (the cart's
     * lines included, which the order checks again).
     */
    async setParticulars(actor: Actor, id: number, p: Particulars) {
      await db.transaction(async (tx) => {
        const repo = companyAdminRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('买家');
        const { drugClasses, ...rest } = p;
        const after = await repo.setStanding(id, {
          ...rest,
          ...(drugClasses ? { licensedDrugClasses: drugClasses } : {}),
        });
        await audit(tx, actor, {
          action: 'company.particulars',
          targetType: 'company',
          targetId: id,
          before: particularsOf({ ...before, drugClasses: before.licensedDrugClasses }),
          after: particularsOf({ ...after!, drugClasses: after!.licensedDrugClasses }),
        });
      });
      await changed(id);
    },

    async setFrozen(actor: Actor, id: number, frozen: boolean, reason: string) {
      await db.transaction(async (tx) => {
        const repo = companyAdminRepo(tx);
        if (!(await repo.lock(id))) throw notFound('买家');
        const after = await repo.setFrozen(id, frozen);
        if (!after) throw new AppError('conflict', frozen ? '该买家已冻结' : '该买家未冻结');
        await audit(tx, actor, {
          action: frozen ? 'company.freeze' : 'company.unfreeze',
          targetType: 'company',
          targetId: id,
          before: { frozen: frozen ? 0 : 1 },
          after: { frozen: frozen ? 1 : 0, reason },
        });
      });
      await changed(id);
    },

    /**
     * A recharge or deduction through the wallet, once per request key: the
     * wallet row is locked first, so a retry waits for the first and then
     * finds its audit entry (which commits with the ledger entry).
     */
    async adjustBalance(actor: Actor, id: number, b: BalanceChange) {
      const amountFen = parseYuan(b.amount)!;
      await db.transaction(async (tx) => {
        if (!(await companyAdminRepo(tx).lock(id))) throw notFound('买家');
        await wallet.lock(tx, id);
        const first = (await recorded(tx, {
          action: BALANCE,
          targetType: 'company',
          targetId: id,
          key: b.key,
        })) as { type?: string; amount?: string } | null;
        if (first) {
          if (first.type !== b.type || first.amount !== formatYuan(amountFen))
            throw new AppError('conflict', '该请求标识已用于另一笔调整，请重新打开表单');
          return;
        }
        const done = await wallet.adjust(tx, id, { type: b.type, amountFen, reason: b.reason });
        if (!done)
          throw new AppError(
            'conflict',
            b.type === 'deduct' ? '余额不足，扣减后余额不能小于 0' : '充值后余额超出上限',
          );
        await audit(tx, actor, {
          action: BALANCE,
          targetType: 'company',
          targetId: id,
          before: { balance: formatYuan(done.beforeFen) },
          after: {
            balance: formatYuan(done.balanceFen),
            type: b.type,
            amount: formatYuan(amountFen),
            reason: b.reason,
            key: b.key,
            ledger_id: done.entryId,
          },
        });
      });
    },

    /**
     * 积分调整, exactly as the balance: the company row is locked (it holds
     * the points), a retried key finds the first adjustment's audit entry, a
     * deduction never takes the points below zero.
     */
    async adjustPoints(actor: Actor, id: number, p: PointsChange) {
      await db.transaction(async (tx) => {
        if (!(await companyAdminRepo(tx).lock(id))) throw notFound('买家');
        const first = (await recorded(tx, {
          action: POINTS,
          targetType: 'company',
          targetId: id,
          key: p.key,
        })) as { type?: string; amount?: number } | null;
        if (first) {
          if (first.type !== p.type || first.amount !== p.points)
            throw new AppError('conflict', '该请求标识已用于另一笔调整，请重新打开表单');
          return;
        }
        const done = await points.adjust(tx, id, {
          type: p.type,
          points: p.points,
          reason: p.reason,
        });
        if (!done)
          throw new AppError(
            'conflict',
            p.type === 'deduct' ? '积分不足，扣减后积分不能小于 0' : '增加后积分超出上限',
          );
        await audit(tx, actor, {
          action: POINTS,
          targetType: 'company',
          targetId: id,
          before: { points: done.before },
          after: {
            points: done.points,
            type: p.type,
            amount: p.points,
            reason: p.reason,
            key: p.key,
            ledger_id: done.entryId,
          },
        });
      });
    },
  };
}

export type CompanyAdminActions = ReturnType<typeof companyAdminActions>;
