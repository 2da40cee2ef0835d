import type { ControlledSalesStatus } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { COMPANY_CHANGED } from './admin-actions.ts';
import { controlledSalesRepo } from './controlled-sales-repo.ts';

// Authorisation for controlled goods (控销品种): a buyer asks, staff grant
// or withdraw it; the buy rule (catalog buyBlock) reads it from the session.

const statusTexts = { pending: '审核中', approved: '已通过', declined: '未通过' } as const;
type AppStatus = keyof typeof statusTexts;

export function controlledSalesService({ db, audit, bus }: { db: Db; audit: Audit; bus: Bus }) {
  async function status(companyId: number): Promise<ControlledSalesStatus> {
    const repo = controlledSalesRepo(db);
    const [authorized, app] = await Promise.all([
      repo.authorized(companyId),
      repo.latestApplication(companyId),
    ]);
    if (authorized === null) throw notFound('买家');
    const s = (app?.status ?? 'pending') as AppStatus;
    return {
      authorized: authorized ? 1 : 0,
      application: app
        ? {
            id: app.id,
            reason: app.reason,
            status: s,
            status_text: statusTexts[s],
            note: app.note,
            created_at: app.createdAt.toISOString(),
            decided_at: app.decidedAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  return {
    status,

    /** One pending request at a time (a partial unique index), none once authorised. */
    async apply(companyId: number, reason: string) {
      await db.transaction(async (tx) => {
        const repo = controlledSalesRepo(tx);
        const authorized = await repo.authorized(companyId, true);
        if (authorized === null) throw notFound('买家');
        if (authorized) throw new AppError('conflict', '您已获得控销品种授权');
        if (!(await repo.apply(companyId, reason)))
          throw new AppError('conflict', '您的申请正在审核中，请耐心等待');
      });
      return status(companyId);
    },

    /** Staff grant or withdraw; a pending request gets the answer, the buyer's session sees it at once. */
    async decide(actor: Actor, companyId: number, authorized: boolean, note: string) {
      await db.transaction(async (tx) => {
        const repo = controlledSalesRepo(tx);
        const before = await repo.authorized(companyId, true);
        if (before === null) throw notFound('买家');
        await repo.setAuthorized(companyId, authorized);
        const answered = await repo.answerPending(companyId, authorized, note);
        await audit(tx, actor, {
          action: 'company.controlledSales',
          targetType: 'company',
          targetId: companyId,
          before: { kxpz_authorized: before ? 1 : 0 },
          after: {
            kxpz_authorized: authorized ? 1 : 0,
            note,
            application_id: answered,
          },
        });
      });
      await bus.publish(COMPANY_CHANGED, String(companyId));
      return status(companyId);
    },
  };
}

export type ControlledSalesService = ReturnType<typeof controlledSalesService>;
