import type { GoodsPapers, PaperItem, ShopPapers } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { QualificationFiles } from './files.ts';
import { downloadName, presentPaper } from './present.ts';
import { qualificationRepo } from './repo.ts';

// 首营资料 as buyers read them: only a company whose own first-business
// review passed downloads the shop's licences and the goods' approval
// documents (a pharmacy files them before its first purchase; a company
// still registering has nothing to file them for). Who may read is decided
// here, for the list and for every file.

/** Where a buyer downloads a paper. */
export const buyerFileUrl = (id: number) => `/api/documents/${id}/file`;

/**
 * More papers of a goods for this buyer from another area: the inspection
 * reports (药检报告) of the lots it received come this way once lots exist.
 */
export type MorePapers = (buyer: Buyer, goodsId: number) => Promise<PaperItem[]>;

export type PaperFile = { bytes: Buffer; type: string; name: string };

/** The shop as supplier, for the papers it prints (the 随货同行单). */
export type Supplier = { companyName: string; licenceNumber: string; seal: Buffer | null };

function assertMayRead(buyer: Buyer) {
  if (!buyer.company.isPassed)
    throw new AppError('forbidden', '资质审核通过后方可查看和下载首营资料');
}

export function qualificationService(deps: {
  db: Db;
  files: QualificationFiles;
  morePapers?: MorePapers | undefined;
}) {
  const { db, files } = deps;
  const repo = qualificationRepo(db);

  /** A goods buyers see, or 404 (a hidden goods' papers are not handed out either). */
  async function shownGoods(goodsId: number) {
    const goods = await repo.goods(goodsId, { shownOnly: true });
    if (!goods) throw notFound('商品');
    return goods;
  }

  return {
    async shopPapers(buyer: Buyer): Promise<ShopPapers> {
      assertMayRead(buyer);
      const rows = await repo.shopPapers();
      return { items: rows.map((r) => presentPaper(r, buyerFileUrl(r.id))) };
    },

    async goodsPapers(buyer: Buyer, goodsId: number): Promise<GoodsPapers> {
      assertMayRead(buyer);
      await shownGoods(goodsId);
      const [rows, more] = await Promise.all([
        repo.goodsPapers(goodsId),
        deps.morePapers?.(buyer, goodsId) ?? [],
      ]);
      return {
        goods_id: goodsId,
        items: [...rows.map((r) => presentPaper(r, buyerFileUrl(r.id))), ...more],
      };
    },

    /** One paper's file: the shop's, or a goods' the buyer may see; 404 otherwise. */
    async file(buyer: Buyer, id: number): Promise<PaperFile> {
      assertMayRead(buyer);
      const row = await repo.find(id);
      if (!row) throw notFound('文件');
      const goods =
        row.goodsId === null ? null : await repo.goods(row.goodsId, { shownOnly: true });
      if (row.goodsId !== null && !goods) throw notFound('文件');
      const bytes = await files.read(row.file);
      if (!bytes) throw notFound('文件');
      return { bytes, type: row.fileType, name: downloadName(row, goods?.name) };
    },

    /** The shop's name, licence number and 出库专用章 as the settings hold them. */
    async supplier(): Promise<Supplier> {
      const row = await repo.supplier();
      return {
        companyName: row?.companyName ?? '',
        licenceNumber: row?.licenceNumber ?? '',
        seal: row?.sealFile ? await files.read(row.sealFile) : null,
      };
    },
  };
}

export type QualificationService = ReturnType<typeof qualificationService>;
