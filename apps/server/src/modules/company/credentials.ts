import {
  type AdminCredentialItem,
  type CredentialItem,
  type CredentialStatus,
  companyKinds,
  credentialStatuses,
  type GszzResult,
  type JyfwResult,
  type LicenceKind,
  licenceKinds,
  type ZizhiResult,
} from '@shop/contract';
import { businessScopes, shopDay } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { COMPANY_CHANGED } from './admin-actions.ts';
import type { CredentialFiles } from './credential-files.ts';
import { credentialsRepo, type CredentialRow as Row } from './credentials-repo.ts';
import {
  kindsFor,
  maskIdNumber,
  optionalKinds,
  PERSONAL_KIND,
  PURCHASER_AUTHORISATION,
  shownNumber,
} from './documents.ts';
import { companyRepo } from './repo.ts';

// The account centre's credentials (/zzzj): the licences in force, uploads of
// new or renewed ones that staff review, and the files behind them. A renewal
// under review leaves the licence in force untouched (the company keeps
// buying on it); approval makes the upload current and the old one replaced.

/** A licence this close to its expiry warns in the header and on /zzzj. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * Called inside the decision's transaction once staff approve or reject an
 * upload: the message centre binds its notice here (the buyer's 资质审核 notice).
 */
export type CredentialDecided = (
  tx: Tx,
  decided: {
    companyId: number;
    credentialId: number;
    kind: string;
    kindName: string;
    approved: boolean;
    reason: string;
  },
) => Promise<void>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const kindName = (kind: string) => licenceKinds[kind as LicenceKind] ?? kind;

const buyerFileUrl = (id: number) => `/api/user/zizhi/${id}/file`;
const staffFileUrl = (id: number) => `/admin-api/credentials/${id}/file`;

// Days left count from the shop's (Beijing) day, as the expiry notices do (messages).
function toItem(r: Row, fileUrl: (id: number) => string, today = shopDay(new Date())) {
  // Only the company itself sees its purchaser's full ID number here; staff ask for it (audited).
  const own = fileUrl === buyerFileUrl;
  const number = own ? r.number : shownNumber(r.kind, r.number);
  const daysLeft = daysBetween(today, r.expiresOn);
  const status = r.status as CredentialStatus;
  return {
    id: r.id,
    kind: r.kind,
    kind_name: kindName(r.kind),
    number,
    issued_on: r.issuedOn,
    expires_on: r.expiresOn,
    status,
    status_text: credentialStatuses[status] ?? r.status,
    reason: r.reason,
    holder_name: r.holderName,
    holder_id_number: own ? r.holderIdNumber : maskIdNumber(r.holderIdNumber),
    days_left: daysLeft,
    expiry: daysLeft < 0 ? 'expired' : daysLeft <= EXPIRY_WARNING_DAYS ? 'expiring' : 'ok',
    has_file: r.file ? 1 : 0,
    file_url: r.file ? fileUrl(r.id) : '',
    file_type: r.fileType,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  } satisfies CredentialItem;
}

/** The header's words for the licences in force: expired first, then the nearest expiry. */
function warningOf(current: CredentialItem[], pendingKinds: Set<string>): string {
  const due = current
    .filter((c) => c.expiry !== 'ok')
    .sort((a, b) => a.days_left - b.days_left)
    .map((c) => {
      const renewing = pendingKinds.has(c.kind) ? '（新证件审核中）' : '';
      return c.expiry === 'expired'
        ? `${c.kind_name}已于 ${c.expires_on} 过期${renewing}`
        : `${c.kind_name}将于 ${c.expires_on} 到期，剩余 ${c.days_left} 天${renewing}`;
    });
  return due.length === 0 ? '' : `${due.join('；')}，请及时上传新证件`;
}

export function credentialsService(deps: {
  db: Db;
  audit: Audit;
  files: CredentialFiles;
  notify: Notify;
  bus: Bus;
  decided?: CredentialDecided | undefined;
}) {
  const { db, audit, files } = deps;

  async function companyOf(companyId: number) {
    const c = await companyRepo(db).find(companyId);
    if (!c) throw notFound('企业');
    return c;
  }

  async function fileOf(id: number, companyId?: number) {
    const row = await credentialsRepo(db).file(id, companyId);
    if (!row?.file) return null;
    const bytes = await files.read(row.file);
    return bytes && { bytes, type: row.fileType };
  }

  async function zizhi(companyId: number): Promise<ZizhiResult> {
    const [company, rows] = await Promise.all([
      companyOf(companyId),
      credentialsRepo(db).ofCompany(companyId),
    ]);
    const current = rows.filter((r) => r.status === 'current').map((r) => toItem(r, buyerFileUrl));
    // A rejected upload stays shown until a later upload of its kind.
    const latestOfKind = new Map<string, number>();
    for (const r of rows) if (r.status !== 'current') latestOfKind.set(r.kind, r.id);
    const submissions = rows
      .filter(
        (r) =>
          r.status === 'pending' || (r.status === 'rejected' && latestOfKind.get(r.kind) === r.id),
      )
      .map((r) => toItem(r, buyerFileUrl));
    const pendingKinds = new Set(rows.filter((r) => r.status === 'pending').map((r) => r.kind));
    return {
      kinds: kindsFor(company.kind).map((k) => ({
        kind: k,
        name: licenceKinds[k],
        required: optionalKinds.has(k) ? (0 as const) : (1 as const),
      })),
      current,
      submissions,
      warning: warningOf(current, pendingKinds),
    };
  }

  /** A staff view of personal data, in the audit log (masked there too). */
  const viewed = (actor: Actor, row: Row, action: string) =>
    audit(db, actor, {
      action,
      targetType: 'company',
      targetId: row.companyId,
      before: null,
      after: {
        credential_id: row.id,
        kind: row.kind,
        number: shownNumber(row.kind, row.number),
        ...(row.holderIdNumber ? { holder_id_number: maskIdNumber(row.holderIdNumber) } : {}),
      },
    });

  return {
    zizhi,

    async gszz(companyId: number): Promise<GszzResult> {
      const [company, licence] = await Promise.all([
        companyOf(companyId),
        credentialsRepo(db).licenceNumber(companyId),
      ]);
      return {
        name: company.name,
        type: company.kind,
        type_name: companyKinds[company.kind as keyof typeof companyKinds] ?? company.kind,
        credit_code: licence ?? '',
        legal_person: company.legalPerson,
        contact_name: company.contactName,
        contact_phone: company.contactPhone,
        email: company.email,
        region: company.region,
        address: company.address,
        review: company.review,
        created_at: company.createdAt.toISOString(),
      };
    },

    async jyfw(companyId: number): Promise<JyfwResult> {
      const company = await companyOf(companyId);
      const allowed = new Set(company.businessScope);
      const all = Object.entries(businessScopes).map(([code, name]) => ({
        code,
        name,
        allowed: allowed.has(code) ? (1 as const) : (0 as const),
      }));
      return {
        scope: all.filter((s) => s.allowed === 1).map(({ code, name }) => ({ code, name })),
        all,
      };
    },

    /**
     * A new or renewed licence, under review until staff decide. The main
     * account only; one upload per kind under review at a time. Nothing is
     * stored unless the row is written.
     */
    async submit(
      buyer: Buyer,
      input: {
        kind: LicenceKind;
        number: string;
        issuedOn: string;
        expiresOn: string;
        /** A 采购委托书's purchaser (the contract requires them there, and only there). */
        holderName?: string | undefined;
        holderIdNumber?: string | undefined;
      },
      bytes: Buffer,
    ) {
      if (!buyer.user.isMain)
        throw new AppError('forbidden', '子账号不能上传企业资质，请联系主账号');
      const company = await companyOf(buyer.company.id);
      if (!kindsFor(company.kind).includes(input.kind))
        throw fieldError(
          'kind',
          `${companyKinds[company.kind as keyof typeof companyKinds] ?? '该企业'}无需上传${licenceKinds[input.kind]}`,
        );
      if (input.issuedOn >= input.expiresOn) throw fieldError('expires_on', '有效期须晚于发证日期');
      const repo = credentialsRepo(db);
      const busy = new AppError(
        'conflict',
        `${licenceKinds[input.kind]}已有新证件在审核中，请等待审核结果`,
      );
      // Registering (or sent back), the company may still swap a document nobody reviews yet.
      const replaceable = company.review === 'draft' || company.review === 'rejected';
      if (!replaceable && (await repo.hasPending(company.id, input.kind))) throw busy;
      const stored = await files.store(bytes);
      if (replaceable)
        for (const old of await repo.withdrawPending(company.id, input.kind))
          await files.remove(old);
      const made = await repo.insertPending({
        companyId: company.id,
        kind: input.kind,
        number: input.number,
        issuedOn: input.issuedOn,
        expiresOn: input.expiresOn,
        holderName: input.holderName ?? '',
        holderIdNumber: input.holderIdNumber ?? '',
        file: stored.file,
        fileType: stored.fileType,
      });
      if (!made) {
        await files.remove(stored.file);
        throw busy;
      }
      return zizhi(company.id);
    },

    /** A file of the company's own licence; null when it is not theirs or has none. */
    buyerFile: (companyId: number, id: number) => fileOf(id, companyId),

    /**
     * Any company's licence file (staff). The purchaser's ID card only for
     * staff who review (403 for the others), and each view is audited.
     */
    async staffFile(actor: Actor, id: number, mayReview: boolean) {
      const row = await credentialsRepo(db).find(id);
      if (!row?.file) return null;
      if (row.kind === PERSONAL_KIND) {
        if (!mayReview) throw new AppError('forbidden', '没有权限查看采购人身份证');
        await viewed(actor, row, 'credential.view_id_file');
      }
      return fileOf(id);
    },

    /**
     * The full number of a purchaser's ID card, and the full ID number a
     * 采购委托书 names, for staff who review; each look audited.
     */
    async staffNumber(actor: Actor, id: number) {
      const row = await credentialsRepo(db).find(id);
      if (!row) throw notFound('证件');
      if (
        row.kind === PERSONAL_KIND ||
        (row.kind === PURCHASER_AUTHORISATION && row.holderIdNumber)
      )
        await viewed(actor, row, 'credential.view_id_number');
      return { number: row.number, holder_id_number: row.holderIdNumber };
    },

    /** The console's review list (pending first-in first). */
    async reviewList(q: { status: string; keywords: string; page: number; page_size: number }) {
      const { rows, total: n } = await credentialsRepo(db).reviewPage(
        q,
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return {
        data: rows.map(
          (r): AdminCredentialItem => ({
            ...toItem(r.c, staffFileUrl),
            company_id: r.c.companyId,
            company_name: r.name,
            company_type: companyKinds[r.kind as keyof typeof companyKinds] ?? r.kind,
          }),
        ),
        total: n,
        current_page: q.page,
        per_page: q.page_size,
        last_page: Math.max(1, Math.ceil(n / q.page_size)),
      };
    },

    /** Every licence row of a company (the console's company drawer), newest first per kind. */
    async ofCompany(companyId: number) {
      await companyOf(companyId);
      const rows = await credentialsRepo(db).shownToStaff(companyId);
      return rows.map((r) => toItem(r, staffFileUrl));
    },

    /**
     * Staff approve (the upload becomes the licence in force, the old one is
     * replaced) or reject (with the reason the buyer sees) a pending upload.
     */
    async decide(actor: Actor, id: number, approve: boolean, reason: string) {
      const item = await db.transaction(async (tx) => {
        const repo = credentialsRepo(tx);
        const row = await repo.claimPending(id, approve, reason);
        if (!row) {
          if (!(await repo.exists(id))) throw notFound('证件');
          throw new AppError('conflict', '该证件已审核，请刷新');
        }
        const replaced = approve ? await repo.replaceCurrent(row.companyId, row.kind) : null;
        const done = await repo.settle(id, approve ? 'current' : 'rejected');
        await audit(tx, actor, {
          action: approve ? 'credential.approve' : 'credential.reject',
          targetType: 'company',
          targetId: row.companyId,
          before: { credential_id: id, kind: row.kind, status: 'pending' },
          after: {
            credential_id: id,
            kind: row.kind,
            number: shownNumber(row.kind, row.number),
            expires_on: row.expiresOn,
            status: approve ? 'current' : 'rejected',
            reason: approve ? '' : reason,
            replaced_id: replaced,
          },
        });
        // A returned document: the buyer is told which and why, and replaces it at step 3 or /zzzj.
        if (!approve) {
          const company = await companyRepo(tx).find(row.companyId);
          await deps.notify(tx, row.companyId, {
            kind: 'credentials_rejected',
            title: `您提交的${kindName(row.kind)}已退回`,
            body: `退回原因：${reason}。请重新上传${kindName(row.kind)}。`,
            link: company?.review === 'approved' ? '/zzzj' : '/register/step3',
          });
        }
        // The message centre's notice goes here (same transaction).
        await deps.decided?.(tx, {
          companyId: row.companyId,
          credentialId: id,
          kind: row.kind,
          kindName: kindName(row.kind),
          approved: approve,
          reason: approve ? '' : reason,
        });
        return done;
      });
      // Sessions read whether a 采购委托书 is in force (the 含特殊药品复方制剂 rule): read them again.
      if (approve && item.kind === PURCHASER_AUTHORISATION)
        await deps.bus.publish(COMPANY_CHANGED, String(item.companyId));
      return toItem(item, staffFileUrl);
    },
  };
}

export type CredentialsService = ReturnType<typeof credentialsService>;
