import {
  type CancellationRequest,
  type CancellationState,
  type CancellationStatus,
  cancellationStatuses,
} from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { type CancellationRow, cancellationRepo } from './repo.ts';

/** What the cancellation needs from other modules, each inside the caller's transaction. */
export type CancellationPorts = {
  orderCounts: (tx: DbOrTx, companyId: number) => Promise<Record<string, number>>;
  balanceFen: (tx: DbOrTx, companyId: number) => Promise<number>;
  cancelCompany: (tx: DbOrTx, companyId: number) => Promise<boolean>;
  /** Ends the sessions; the answer, called after commit, forgets them in every process. */
  endSessions: (tx: DbOrTx, companyId: number) => Promise<() => Promise<void>>;
  /** Announced after commit: the company changed (caches of sessions and profiles). */
  companyChanged: string;
};

export const ADMIN_PAGE_SIZE = 20;

function dto(r: CancellationRow): CancellationRequest {
  const status = r.status as CancellationStatus;
  return {
    id: r.id,
    reason: r.reason,
    status,
    status_text: cancellationStatuses[status] ?? r.status,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt?.toISOString() ?? null,
  };
}

/**
 * 账户注销: a main account asks; it is refused while orders are open or the
 * balance is not zero (checked when asking and again when staff approve).
 * Approval stops the company's logins and ends its sessions.
 */
export function cancellationService(deps: {
  db: Db;
  bus: Bus;
  audit: Audit;
  ports: CancellationPorts;
}) {
  const { db, bus, audit, ports } = deps;

  /** Why the company cannot close its account now (empty: it can). */
  async function blockers(tx: DbOrTx, companyId: number): Promise<string[]> {
    const [counts, balance] = await Promise.all([
      ports.orderCounts(tx, companyId),
      ports.balanceFen(tx, companyId),
    ]);
    const out: string[] = [];
    const unpaid = (counts.unpaid ?? 0) + (counts.grouping ?? 0);
    const undelivered = (counts.paid ?? 0) + (counts.shipped ?? 0);
    if (unpaid > 0) out.push(`有 ${unpaid} 笔待付款（或拼团中）的订单，请先付款或取消`);
    if (undelivered > 0) out.push(`有 ${undelivered} 笔未完成收货的订单，请确认收货后再申请`);
    if (balance > 0) out.push(`账户余额尚有 ¥${formatYuan(balance)}，请联系客服办理退款`);
    return out;
  }

  async function state(buyer: Buyer): Promise<CancellationState> {
    const [latest, reasons] = await Promise.all([
      cancellationRepo(db).latest(buyer.company.id),
      blockers(db, buyer.company.id),
    ]);
    if (!buyer.user.isMain) reasons.unshift('仅主账号可申请注销账户');
    if (latest?.status === 'pending') reasons.unshift('注销申请正在处理中，请耐心等待');
    return {
      can_apply: reasons.length === 0 ? 1 : 0,
      blockers: reasons,
      request: latest ? dto(latest) : null,
    };
  }

  return {
    state,

    async apply(buyer: Buyer, reason: string) {
      if (!buyer.user.isMain) throw new AppError('forbidden', '仅主账号可申请注销账户');
      await db.transaction(async (tx) => {
        const reasons = await blockers(tx, buyer.company.id);
        if (reasons.length > 0) throw new AppError('conflict', `暂不能注销：${reasons.join('；')}`);
        const made = await cancellationRepo(tx).insert(buyer.company.id, buyer.user.id, reason);
        if (!made) throw new AppError('conflict', '注销申请正在处理中，请耐心等待');
      });
      return state(buyer);
    },

    async list(status: CancellationStatus | 'all', pageNo: number) {
      const { rows, total } = await cancellationRepo(db).page(
        status === 'all' ? null : status,
        ADMIN_PAGE_SIZE,
        (pageNo - 1) * ADMIN_PAGE_SIZE,
      );
      const items = await Promise.all(
        rows.map(async (r) => ({
          ...dto(r.request),
          company_id: r.request.companyId,
          company_name: r.companyName,
          username: r.username,
          blockers: r.request.status === 'pending' ? await blockers(db, r.request.companyId) : [],
        })),
      );
      return page(items, total, pageNo, ADMIN_PAGE_SIZE);
    },

    /** Approve (the rules are checked again) or reject with a reason; audited. */
    async decide(actor: Actor, id: number, approve: boolean, rejectReason: string) {
      if (!approve && rejectReason === '') throw fieldError('reject_reason', '请填写驳回原因');
      let forget: (() => Promise<void>) | null = null;
      const row = await db.transaction(async (tx) => {
        const repo = cancellationRepo(tx);
        const before = await repo.lock(id);
        if (!before) throw notFound('注销申请');
        if (before.status !== 'pending') throw new AppError('conflict', '该申请已处理');
        if (approve) {
          const reasons = await blockers(tx, before.companyId);
          if (reasons.length > 0) throw new AppError('conflict', `不能注销：${reasons.join('；')}`);
        }
        const after = (await repo.decide(
          id,
          approve ? 'approved' : 'rejected',
          approve ? '' : rejectReason,
          actor.staff.id,
        ))!;
        if (approve) {
          await ports.cancelCompany(tx, before.companyId);
          forget = await ports.endSessions(tx, before.companyId);
        }
        await audit(tx, actor, {
          action: approve ? 'cancellation.approve' : 'cancellation.reject',
          targetType: 'company',
          targetId: before.companyId,
          before: dto(before),
          after: dto(after),
        });
        return after;
      });
      if (forget) await (forget as () => Promise<void>)();
      await bus.publish(ports.companyChanged, String(row.companyId));
      return dto(row);
    },
  };
}

export type CancellationService = ReturnType<typeof cancellationService>;
