import { createHash } from 'node:crypto';
import type { ContractAnswer, ContractVersionItem } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Actor } from '../../http/staff-session.ts';
import { makePdf } from '../../platform/pdf.ts';
import type { Audit } from '../staff/index.ts';
import { agreementRepo } from './repo.ts';

// The purchase contract (/dzht). The newest published version is the one in
// force; a company that has not signed it gets 459 on order creation, signs
// on /dzht (name and the confirmation), and may download a PDF copy.

export const CONTRACT_PDF_URL = '/api/contract/pdf';
export const UNSIGNED_MESSAGE = '贵司尚未签署最新版采购合同，请先阅读并签署后再下单';

/** The hash of what a signer is shown: the title, a blank line, the body. */
export const contractHash = (title: string, body: string) =>
  createHash('sha256').update(`${title}\n\n${body}`, 'utf8').digest('hex');

export function agreementService({ db, audit }: { db: Db; audit: Audit }) {
  const repo = agreementRepo(db);

  async function status(buyer: Buyer): Promise<ContractAnswer> {
    const v = await repo.current();
    if (!v)
      return {
        version: 0,
        title: '',
        body: '',
        sha256: '',
        published_at: null,
        signed: 1,
        signature: null,
        pdf_url: CONTRACT_PDF_URL,
      };
    const s = await repo.signatureOf(buyer.company.id, v.id);
    return {
      version: v.version,
      title: v.title,
      body: v.body,
      sha256: v.sha256,
      published_at: v.publishedAt.toISOString(),
      signed: s ? 1 : 0,
      signature: s
        ? {
            name: s.name,
            username: s.username,
            signed_at: s.signedAt.toISOString(),
            sha256: s.sha256,
          }
        : null,
      pdf_url: CONTRACT_PDF_URL,
    };
  }

  return {
    status,

    /** Order creation's gate: 459 until the company signed the version in force. */
    async assertSigned(buyer: Buyer): Promise<void> {
      const r = await repo.signedCurrent(buyer.company.id);
      if (r && r.signatureId === null)
        throw new AppError('contract', UNSIGNED_MESSAGE, undefined, { url: '/dzht' });
    },

    /**
     * The main account, or a sub-account that may order, signs for its company;
     * a second signature of the same version is refused (409), as is signing a
     * version other than the one in force.
     */
    async sign(buyer: Buyer, name: string, version: number | undefined) {
      if (!buyer.user.isMain && !buyer.can.order)
        throw new AppError('forbidden', '您没有下单权限，请由主账号签署合同');
      const v = await repo.current();
      if (!v) throw new AppError('not_found', '暂无需要签署的合同');
      if (version !== undefined && version !== v.version)
        throw new AppError('conflict', '合同已更新，请重新阅读后签署');
      const made = await repo.sign({
        companyId: buyer.company.id,
        versionId: v.id,
        userId: buyer.user.id,
        signerName: name,
        sha256: v.sha256,
      });
      if (!made) throw new AppError('conflict', '贵司已签署当前版本的合同');
      return status(buyer);
    },

    /** The contract in force as a PDF, with the company's signature once signed. */
    async pdf(buyer: Buyer) {
      const s = await status(buyer);
      if (s.version === 0) throw new AppError('not_found', '暂无合同');
      const sig = s.signature;
      return makePdf({
        title: s.title,
        footer: `${s.title}（第 ${s.version} 版）`,
        blocks: [
          { kind: 'title', text: s.title },
          {
            kind: 'fields',
            rows: [
              ['版本', `第 ${s.version} 版`],
              ['发布时间', s.published_at?.slice(0, 10) ?? ''],
            ],
          },
          ...s.body.split(/\n{2,}/).map((p) => ({ kind: 'text' as const, text: p })),
          { kind: 'gap' },
          { kind: 'heading', text: '签署信息' },
          {
            kind: 'fields',
            rows: sig
              ? [
                  ['签署人', sig.name],
                  ['签署账号', sig.username],
                  [
                    '签署时间',
                    new Date(sig.signed_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
                  ],
                  ['合同文本 SHA-256', sig.sha256],
                ]
              : [['状态', '尚未签署']],
          },
        ],
      });
    },

    async versions(): Promise<ContractVersionItem[]> {
      const rows = await repo.versions();
      return rows.map((r, i) => ({
        id: r.v.id,
        version: r.v.version,
        title: r.v.title,
        body: r.v.body,
        sha256: r.v.sha256,
        published_at: r.v.publishedAt.toISOString(),
        published_by: r.publishedBy,
        signed_count: r.signed,
        current: i === 0 ? 1 : 0,
      }));
    },

    /** A new version in force at once: every company signs it before its next order. */
    async publish(actor: Actor, title: string, body: string) {
      const sha256 = contractHash(title, body);
      await db.transaction(async (tx) => {
        const v = await agreementRepo(tx).publish({
          title,
          body,
          sha256,
          publishedBy: actor.staff.id,
        });
        const before = await agreementRepo(tx).previous(v.version);
        await audit(tx, actor, {
          action: 'contract.publish',
          targetType: 'contract_version',
          targetId: v.id,
          before: before ? { version: before.version, sha256: before.sha256 } : null,
          after: { version: v.version, title, sha256 },
        });
      });
      return this.versions();
    },

    async signatures(versionId: number | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.signatures(versionId, pageSize, (pageNo - 1) * pageSize);
      return page(
        rows.map((r) => ({
          id: r.id,
          company_id: r.companyId,
          company_name: r.companyName,
          version: r.version,
          name: r.name,
          username: r.username,
          signed_at: r.signedAt.toISOString(),
          sha256: r.sha256,
        })),
        total,
        pageNo,
        pageSize,
      );
    },
  };
}

export type AgreementService = ReturnType<typeof agreementService>;
