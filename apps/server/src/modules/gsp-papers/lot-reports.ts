import type { OrderLotReports, PaperItem } from '@shop/contract';
import { shopDay } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { PrivateFiles } from '../../platform/private-files.ts';
import { buyerScope } from './delivery-note.ts';
import { gspPapersRepo, type LotReportRow } from './repo.ts';

// The lots' 药检报告 as buyers read them: only of lots their company
// received (a line of one of its orders not cancelled). A lot id guessed or
// taken from another company's papers answers 404, as if it did not exist.
// docs/decisions/2026-11-29-gsp-papers.md.

/** Where a buyer downloads a lot's report. */
export const lotReportUrl = (lotId: number) => `/api/lots/${lotId}/report`;

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A report as one of the goods' 首营资料: 药检报告（批号 …）, valid to the lot's expiry. */
export function presentReport(r: LotReportRow, today = shopDay(new Date())): PaperItem {
  return {
    id: r.id,
    kind: 'lot_report',
    kind_name: '药检报告',
    title: `批号 ${r.lotNo}`,
    number: '',
    issued_on: null,
    expires_on: r.expiryDate,
    expired: r.expiryDate < today ? 1 : 0,
    file_type: r.reportType ?? 'application/octet-stream',
    file_url: lotReportUrl(r.id),
    created_at: r.receivedAt.toISOString(),
  };
}

/** The same rule as the 首营资料 (qualification/service.ts): approved companies only. */
function assertMayRead(buyer: Buyer) {
  if (!buyer.company.isPassed)
    throw new AppError('forbidden', '资质审核通过后方可查看和下载首营资料');
}

export function lotReports(deps: { db: Db; files: PrivateFiles }) {
  const repo = gspPapersRepo(deps.db);
  return {
    /** The qualification module's `morePapers`: this goods' reports of lots the company received. */
    async ofGoods(buyer: Buyer, goodsId: number): Promise<PaperItem[]> {
      return (await repo.receivedReports(buyer.company.id, goodsId)).map((r) => presentReport(r));
    },

    /** The reports of the lots an order's lines received, grouped by goods. */
    async ofOrder(buyer: Buyer, orderId: number): Promise<OrderLotReports> {
      assertMayRead(buyer);
      if (!(await repo.order(orderId, buyerScope(buyer)))) throw notFound('订单');
      const rows = await repo.orderReports(orderId);
      return {
        order_id: orderId,
        items: rows.map((r) => ({
          ...presentReport(r),
          goods_id: r.goodsId,
          goods_name: r.goodsName,
        })),
      };
    },

    /** The report's file, named for the goods and the lot; 404 unless the company received the lot. */
    async file(buyer: Buyer, lotId: number) {
      assertMayRead(buyer);
      const row = await repo.receivedReport(buyer.company.id, lotId);
      const bytes = row?.reportFile ? await deps.files.read(row.reportFile) : null;
      if (!row || !bytes) throw notFound('药检报告');
      const type = row.reportType ?? 'application/octet-stream';
      const base = `${row.goodsName}-药检报告-${row.lotNo}`.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
      return { bytes, type, name: `${base}.${EXT[type] ?? 'bin'}` };
    },
  };
}

export type LotReports = ReturnType<typeof lotReports>;
