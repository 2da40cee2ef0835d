import { licenceKinds } from '@shop/contract';
import { licensedClassesOf } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Bus } from '../../platform/bus.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import { COMPANY_CHANGED } from './admin-actions.ts';
import { requiredKindsFor } from './documents.ts';
import { type CompanyDetails, type CompanyRow, companyRepo } from './repo.ts';

/** Details and credentials may change while registering or after a rejection, not under review. */
/** The company's particulars are the main account's to change. */
function assertMain(buyer: Buyer) {
  if (!buyer.user.isMain) throw new AppError('forbidden', '子账号不能修改企业信息，请联系主账号');
}

function assertEditable(company: CompanyRow | null) {
  if (company?.review === 'pending') throw new AppError('conflict', '资料已提交审核，请耐心等待');
  if (company?.review === 'approved')
    throw new AppError('conflict', '资质已审核通过，如需变更请联系客服');
}

export function companyService(db: Db, bus: Bus) {
  const repo = companyRepo(db);
  const defaultContacts = ttlCache<Awaited<ReturnType<typeof repo.defaultContact>>>(60_000, 1, {
    serveStale: true,
    name: 'default contact',
  });

  return {
    /** A new company starts as a draft; registration creates it in its own transaction. */
    create: (tx: DbOrTx) => companyRepo(tx).create(),

    /** A draft store its login discards (/ddgl), inside its transaction; false when no longer a draft. */
    deleteDraft: (tx: DbOrTx, companyId: number) => companyRepo(tx).deleteDraft(companyId),

    profile: (companyId: number) => repo.profile(companyId),

    /** Account cancellation (modules/cancellation), inside its transaction. */
    cancel: (tx: DbOrTx, companyId: number) => companyRepo(tx).cancel(companyId),

    /** The contact shown to buyers without an exclusive one. */
    defaultContact: () => defaultContacts.get('', () => repo.defaultContact()),

    /**
     * Registration step 2. The drug classes follow the company type (a
     * 乙类非处方药零售 counter: OTC B only), so the reviewer's approval form
     * starts from what the company registered as.
     */
    async saveDetails(buyer: Buyer, details: CompanyDetails) {
      assertMain(buyer);
      assertEditable(await repo.find(buyer.company.id));
      await repo.update(buyer.company.id, {
        ...details,
        licensedDrugClasses: licensedClassesOf(details.kind ?? ''),
      });
    },

    /**
     * Registration step 3: with every required document uploaded (each with
     * its file, under review or approved), the company goes to review.
     */
    async submitCredentials(buyer: Buyer) {
      assertMain(buyer);
      const company = await repo.find(buyer.company.id);
      assertEditable(company);
      if (!company?.name) throw new AppError('bad_request', '请先填写企业信息');
      const rows = await repo.documents(company.id);
      const missing = requiredKindsFor(company.kind).filter(
        (k) => !rows.some((r) => r.kind === k && r.file && r.status !== 'rejected'),
      );
      if (missing.length > 0)
        throw new AppError(
          'validation',
          `请先上传${missing.map((k) => licenceKinds[k]).join('、')}`,
        );
      if (!(await repo.submitForReview(company.id)))
        throw new AppError('conflict', '资料已提交审核，请耐心等待');
      // Every cached session of the company now reads 审核中 (the user state said 待完善 for seconds).
      await bus.publish(COMPANY_CHANGED, String(company.id));
    },

    /** POST api/user/update: the contact person and phone; the main account only. */
    async updateContact(buyer: Buyer, name: string, phone: string) {
      assertMain(buyer);
      await repo.update(buyer.company.id, { contactName: name, contactPhone: phone });
    },

    async registration(buyer: Buyer) {
      const [company, credentials] = await Promise.all([
        repo.find(buyer.company.id),
        repo.credentials(buyer.company.id),
      ]);
      return { company, credentials };
    },
  };
}

export type CompanyService = ReturnType<typeof companyService>;
