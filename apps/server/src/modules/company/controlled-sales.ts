import type { ControlledSalesStatus } from '@shop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, controlledSalesApplications } from '../../db/schema/company.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Audit } from '../staff/index.ts';
import { COMPANY_CHANGED } from './admin-actions.ts';

// Authorisation for controlled goods (控销品种): a buyer asks, staff grant
// or withdraw it; the buy rule (catalog buyBlock) reads it from the session.

const statusTexts = { pending: '审核中', approved: '已通过', declined: '未通过' } as const;
type AppStatus = keyof typeof statusTexts;

export function controlledSalesService({ db, audit, bus }: { db: Db; audit: Audit; bus: Bus }) {
  async function status(companyId: number): Promise<ControlledSalesStatus> {
    const [[company], [app]] = await Promise.all([
      db
        .select({ controlledSales: companies.controlledSalesAuthorized })
        .from(companies)
        .where(eq(companies.id, companyId)),
      db
        .select()
        .from(controlledSalesApplications)
        .where(eq(controlledSalesApplications.companyId, companyId))
        .orderBy(desc(controlledSalesApplications.id))
        .limit(1),
    ]);
    if (!company) throw notFound('买家');
    const s = (app?.status ?? 'pending') as AppStatus;
    return {
      authorized: company.controlledSales ? 1 : 0,
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
        const [c] = await tx
          .select({ controlledSales: companies.controlledSalesAuthorized })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        if (!c) throw notFound('买家');
        if (c.controlledSales) throw new AppError('conflict', '您已获得控销品种授权');
        const made = await tx
          .insert(controlledSalesApplications)
          .values({ companyId, reason })
          .onConflictDoNothing()
          .returning({ id: controlledSalesApplications.id });
        if (made.length === 0) throw new AppError('conflict', '您的申请正在审核中，请耐心等待');
      });
      return status(companyId);
    },

    /** Staff grant or withdraw; a pending request gets the answer, the buyer's session sees it at once. */
    async decide(actor: Actor, companyId: number, authorized: boolean, note: string) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ controlledSales: companies.controlledSalesAuthorized })
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        if (!before) throw notFound('买家');
        await tx
          .update(companies)
          .set({ controlledSalesAuthorized: authorized })
          .where(eq(companies.id, companyId));
        const answered = await tx
          .update(controlledSalesApplications)
          .set({ status: authorized ? 'approved' : 'declined', note, decidedAt: new Date() })
          .where(
            and(
              eq(controlledSalesApplications.companyId, companyId),
              eq(controlledSalesApplications.status, 'pending'),
            ),
          )
          .returning({ id: controlledSalesApplications.id });
        await audit(tx, actor, {
          action: 'company.controlledSales',
          targetType: 'company',
          targetId: companyId,
          before: { kxpz_authorized: before.controlledSales ? 1 : 0 },
          after: {
            kxpz_authorized: authorized ? 1 : 0,
            note,
            application_id: answered[0]?.id ?? null,
          },
        });
      });
      await bus.publish(COMPANY_CHANGED, String(companyId));
      return status(companyId);
    },
  };
}

export type ControlledSalesService = ReturnType<typeof controlledSalesService>;
