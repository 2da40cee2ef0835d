import { type AdminCompany as AdminCompanyView, companyKinds, licenceKinds } from '@shop/contract';
import {
  ALL_DRUG_CLASSES,
  type BusinessScope,
  businessScopes,
  defaultScopeOf,
  formatYuan,
  shopDay,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { COMPANY_CHANGED } from './admin-actions.ts';
import { type AdminCompany, type CompanyFilter, companyAdminRepo } from './admin-repo.ts';
import { missingDocuments, shownNumber } from './documents.ts';
import { companyRepo } from './repo.ts';

const reviewTexts: Record<string, string> = {
  draft: '注册中',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

/** What the reviewer read from the licence when approving (each left out: unchanged or usual). */
export type Licence = { businessScope?: string[] | undefined; drugClasses?: string[] | undefined };

/** A licence's last valid day is a shop's (Beijing) day: it expires at Beijing midnight. */
const today = () => shopDay(new Date());

export function presentCompany(r: AdminCompany): AdminCompanyView {
  const c = r.company;
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    kind_name: companyKinds[c.kind as keyof typeof companyKinds] ?? c.kind,
    contact_name: c.contactName,
    contact_phone: c.contactPhone,
    email: c.email,
    region: c.region,
    address: c.address,
    legal_person: c.legalPerson,
    /** 经营范围: domain businessScopes keys. */
    business_scope: c.businessScope as BusinessScope[],
    /** Every class with its name, for the console's form and tags. */
    scope_classes: Object.entries(businessScopes).map(([code, name]) => ({
      code: code as BusinessScope,
      name,
      allowed: c.businessScope.includes(code) ? 1 : 0,
    })),
    drug_classes: ALL_DRUG_CLASSES.filter((d) => c.licensedDrugClasses.includes(d)),
    review: c.review,
    review_text: reviewTexts[c.review] ?? c.review,
    review_reason: c.reviewReason,
    reviewed_at: c.reviewedAt?.toISOString() ?? null,
    frozen: c.frozen ? 1 : 0,
    rank: r.rank ?? '',
    rank_id: c.rankId,
    /** null: the buyer sees the default contact. */
    service_contact_id: c.serviceContactId,
    balance: formatYuan(r.balanceFen ?? 0),
    points: c.points,
    users: r.users.map((u) => ({
      id: u.id,
      username: u.username,
      mobile: u.mobile,
      is_main: u.isMain ? 1 : 0,
    })),
    credentials: r.credentials.map((k) => ({
      kind: k.kind,
      kind_name: licenceKinds[k.kind as keyof typeof licenceKinds] ?? k.kind,
      number: shownNumber(k.kind, k.number),
      expires_on: k.expiresOn,
      expired: k.expiresOn < today() ? 1 : 0,
    })),
    created_at: c.createdAt.toISOString(),
  };
}

export function companyAdminService({
  db,
  audit,
  bus,
  notify,
}: {
  db: Db;
  audit: Audit;
  bus: Bus;
  notify: Notify;
}) {
  const reads = companyAdminRepo(db);

  async function one(id: number) {
    const row = await reads.one(id);
    if (!row) throw notFound('买家');
    return presentCompany(row);
  }

  return {
    async page(f: CompanyFilter, pageNo: number, pageSize: number) {
      const { rows, total } = await reads.page(f, pageSize, (pageNo - 1) * pageSize);
      return {
        data: rows.map(presentCompany),
        total,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    one,

    /**
     * pending -> approved or rejected, once: a second reviewer finds it
     * decided (409). Approval stores the 经营范围 and drug classes the
     * reviewer read from the licence; left out, the scope its kind usually
     * has (when none is recorded) and the classes it registered with.
     */
    async review(
      actor: Actor,
      id: number,
      decision: { result: 'approve' | 'reject'; reason: string; licence?: Licence },
    ) {
      const { result, reason } = decision;
      const review = result === 'approve' ? 'approved' : 'rejected';
      await db.transaction(async (tx) => {
        const before = await companyRepo(tx).find(id);
        if (!before) throw notFound('买家');
        // 首营企业: approval waits for every required document, each approved on its own.
        if (result === 'approve') {
          const missing = missingDocuments(
            before.kind,
            await companyRepo(tx).documents(id),
            today(),
          );
          if (missing) throw new AppError('conflict', `首营资料未齐备，不能通过：${missing}`);
        }
        const after = await companyRepo(tx).decideReview(
          id,
          review,
          result === 'reject' ? reason : '',
        );
        if (!after)
          throw new AppError(
            'conflict',
            `该买家${reviewTexts[before.review] ?? ''}，不在待审核状态`,
          );
        // An approved company with no 经营范围 recorded could buy nothing: it
        // gets its licence kind's usual scope, which staff may then correct.
        const granted =
          review === 'approved'
            ? {
                businessScope:
                  decision.licence?.businessScope ??
                  (after.businessScope.length === 0
                    ? defaultScopeOf(after.kind)
                    : after.businessScope),
                licensedDrugClasses: decision.licence?.drugClasses ?? after.licensedDrugClasses,
              }
            : {
                businessScope: after.businessScope,
                licensedDrugClasses: after.licensedDrugClasses,
              };
        if (review === 'approved') await companyRepo(tx).update(id, granted);
        await audit(tx, actor, {
          action: 'company.review',
          targetType: 'company',
          targetId: id,
          before: {
            review: before.review,
            review_reason: before.reviewReason,
            business_scope: before.businessScope,
            drug_classes: before.licensedDrugClasses,
          },
          after: {
            review: after.review,
            review_reason: after.reviewReason,
            business_scope: granted.businessScope,
            drug_classes: granted.licensedDrugClasses,
          },
        });
        await notify(
          tx,
          id,
          review === 'approved'
            ? {
                kind: 'credentials_approved',
                title: '您的资质审核已通过',
                body: '资质审核已通过，现在可以下单采购了。',
                link: '/zzzj',
              }
            : {
                kind: 'credentials_rejected',
                title: '您的资质审核未通过',
                body: `未通过原因：${reason}。请修改后重新提交。`,
                link: '/zzzj',
              },
        );
      });
      await bus.publish(COMPANY_CHANGED, String(id));
      return one(id);
    },
  };
}

export type CompanyAdminService = ReturnType<typeof companyAdminService>;
