import {
  type AdminQualification,
  type GoodsPapers,
  type GoodsPaperUpload,
  type ShopPaperKind,
  type ShopPaperUpload,
  shopPaperKinds,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { PAPER, type QualificationFiles, SEAL } from './files.ts';
import { kindName, presentPaper } from './present.ts';
import { type PaperRow, qualificationRepo } from './repo.ts';

// The console's side of 首营资料: the shop's licences, name, licence number
// and 出库专用章 (settings), and each goods' approval documents (the goods
// list). Every write is audited in its transaction. A file is stored before
// its row is written and taken back when the row is not; a replaced or
// removed file goes once the change has committed. Staff see files inline
// (a new tab); buyers download them under a readable name (service.ts).

export const shopFileUrl = (id: number) => `/admin-api/qualification/licences/${id}/file`;
export const goodsFileUrl = (goodsId: number, id: number) =>
  `/admin-api/goods/${goodsId}/documents/${id}/file`;
const SEAL_URL = '/admin-api/qualification/seal';

/** What the audit log keeps of a paper: its particulars, never the stored file's name. */
const particulars = (r: PaperRow) => ({
  id: r.id,
  kind: r.kind,
  kind_name: kindName(r),
  title: r.title,
  number: r.number,
  issued_on: r.issuedOn,
  expires_on: r.expiresOn,
  file_type: r.fileType,
});

export function qualificationAdminService(deps: {
  db: Db;
  audit: Audit;
  files: QualificationFiles;
}) {
  const { db, audit, files } = deps;
  const reads = qualificationRepo(db);

  /** Stores the bytes, runs the write; the file is taken back when the write fails. */
  async function withStored<T>(
    bytes: Buffer,
    rule: typeof PAPER,
    write: (stored: { file: string; fileType: string }) => Promise<T>,
  ): Promise<T> {
    const stored = await files.store(bytes, rule);
    try {
      return await write(stored);
    } catch (e) {
      await files.remove(stored.file);
      throw e;
    }
  }

  async function staffGoods(goodsId: number) {
    const goods = await reads.goods(goodsId, { shownOnly: false });
    if (!goods) throw notFound('商品');
    return goods;
  }

  async function overview(): Promise<AdminQualification> {
    const [supplier, rows] = await Promise.all([reads.supplier(), reads.shopPapers()]);
    return {
      supplier: {
        company_name: supplier?.companyName ?? '',
        licence_number: supplier?.licenceNumber ?? '',
        // The time in the address makes a browser fetch a new seal, not its cached one.
        seal_url: supplier?.sealFile ? `${SEAL_URL}?v=${supplier.updatedAt.getTime()}` : '',
      },
      licences: (Object.keys(shopPaperKinds) as ShopPaperKind[]).map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return {
          kind,
          name: shopPaperKinds[kind],
          document: row ? presentPaper(row, shopFileUrl(row.id)) : null,
        };
      }),
    };
  }

  async function goodsPapers(goodsId: number): Promise<GoodsPapers> {
    await staffGoods(goodsId);
    const rows = await reads.goodsPapers(goodsId);
    return {
      goods_id: goodsId,
      items: rows.map((r) => presentPaper(r, goodsFileUrl(goodsId, r.id))),
    };
  }

  return {
    overview,

    async setSupplier(actor: Actor, s: { companyName: string; licenceNumber: string }) {
      await db.transaction(async (tx) => {
        const repo = qualificationRepo(tx);
        const before = await repo.lockSupplier();
        const after = await repo.setSupplier(s);
        await audit(tx, actor, {
          action: 'qualification.supplier',
          targetType: 'settings',
          targetId: 'supplier',
          before: { company_name: before.companyName, licence_number: before.licenceNumber },
          after: { company_name: after.companyName, licence_number: after.licenceNumber },
        });
      });
      return overview();
    },

    /** A new 出库专用章 picture; the old one is deleted once the change has committed. */
    async setSeal(actor: Actor, bytes: Buffer) {
      const old = await withStored(bytes, SEAL, (stored) =>
        db.transaction(async (tx) => {
          const repo = qualificationRepo(tx);
          const before = await repo.lockSupplier();
          await repo.setSupplier({ sealFile: stored.file });
          await audit(tx, actor, {
            action: 'qualification.seal',
            targetType: 'settings',
            targetId: 'supplier',
            before: { seal: before.sealFile ? 1 : 0 },
            after: { seal: 1, bytes: bytes.length },
          });
          return before.sealFile;
        }),
      );
      if (old) await files.remove(old);
      return overview();
    },

    async sealFile() {
      const row = await reads.supplier();
      const bytes = row?.sealFile ? await files.read(row.sealFile) : null;
      if (!bytes) throw notFound('印章图片');
      return { bytes, type: 'image/png' };
    },

    /** Uploads one of the shop's licences; a licence of that kind already on file is replaced. */
    async uploadShopPaper(actor: Actor, input: ShopPaperUpload, bytes: Buffer) {
      const old = await withStored(bytes, PAPER, (stored) =>
        db.transaction(async (tx) => {
          const repo = qualificationRepo(tx);
          const before = await repo.lockShopPaper(input.kind);
          const values = {
            number: input.number,
            issuedOn: input.issued_on,
            expiresOn: input.expires_on,
            title: '',
            ...stored,
          };
          const after = before
            ? await repo.replace(before.id, values)
            : await repo.insertShopPaper({ kind: input.kind, ...values });
          if (!after) throw new AppError('conflict', '该证照刚被他人上传，请刷新后再试');
          await audit(tx, actor, {
            action: 'qualification.licence',
            targetType: 'settings',
            targetId: 'supplier',
            before: before ? particulars(before) : null,
            after: particulars(after),
          });
          return before?.file ?? null;
        }),
      );
      if (old) await files.remove(old);
      return overview();
    },

    async removeShopPaper(actor: Actor, id: number) {
      const removed = await db.transaction(async (tx) => {
        const row = await qualificationRepo(tx).remove(id, null);
        if (!row) throw notFound('证照');
        await audit(tx, actor, {
          action: 'qualification.licence_remove',
          targetType: 'settings',
          targetId: 'supplier',
          before: particulars(row),
          after: null,
        });
        return row;
      });
      await files.remove(removed.file);
      return overview();
    },

    async shopPaperFile(id: number) {
      const row = await reads.find(id);
      if (!row || row.goodsId !== null) throw notFound('文件');
      const bytes = await files.read(row.file);
      if (!bytes) throw notFound('文件');
      return { bytes, type: row.fileType };
    },

    goodsPapers,

    async addGoodsPaper(actor: Actor, goodsId: number, input: GoodsPaperUpload, bytes: Buffer) {
      await staffGoods(goodsId);
      await withStored(bytes, PAPER, (stored) =>
        db.transaction(async (tx) => {
          const repo = qualificationRepo(tx);
          // Held against deletion until the row that refers to it is written.
          if (!(await repo.goods(goodsId, { shownOnly: false, lock: true })))
            throw notFound('商品');
          const row = await repo.insert({
            goodsId,
            kind: input.kind,
            title: input.title,
            number: input.number,
            issuedOn: null,
            expiresOn: input.expires_on ?? null,
            ...stored,
          });
          await audit(tx, actor, {
            action: 'goods.document_add',
            targetType: 'goods',
            targetId: goodsId,
            before: null,
            after: particulars(row),
          });
        }),
      );
      return goodsPapers(goodsId);
    },

    async removeGoodsPaper(actor: Actor, goodsId: number, id: number) {
      const removed = await db.transaction(async (tx) => {
        const row = await qualificationRepo(tx).remove(id, goodsId);
        if (!row) throw notFound('资料');
        await audit(tx, actor, {
          action: 'goods.document_remove',
          targetType: 'goods',
          targetId: goodsId,
          before: particulars(row),
          after: null,
        });
        return row;
      });
      await files.remove(removed.file);
      return goodsPapers(goodsId);
    },

    async goodsPaperFile(goodsId: number, id: number) {
      const row = await reads.find(id);
      if (!row || row.goodsId !== goodsId) throw notFound('文件');
      const bytes = await files.read(row.file);
      if (!bytes) throw notFound('文件');
      return { bytes, type: row.fileType };
    },
  };
}

export type QualificationAdminService = ReturnType<typeof qualificationAdminService>;
