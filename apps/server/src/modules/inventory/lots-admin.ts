import type { AdminLot, FreezeKind } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NUMERIC_OUT_OF_RANGE, pgError } from '../../db/pg-error.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { PaperRule, PrivateFiles } from '../../platform/private-files.ts';
import type { Audit } from '../staff/index.ts';
import { inventoryRepo, type LotRow } from './repo.ts';

// The warehouse's lots in the console: 入库 of one lot (with its 药检报告),
// adjusting a lot with a reason, the report's upload and download. Every write
// locks the goods row first (as orders do), changes the lot, derives the
// goods' stock and expiry again, writes the ledger and the audit log in one
// transaction (docs/decisions/2026-11-28-lots.md).

export const REPORT_RULE: PaperRule = {
  maxBytes: 10 * 1024 * 1024,
  images: ['jpeg', 'png'],
  pdf: true,
  accepts: ' PDF、PNG 或 JPEG 格式的药检报告',
};

const STATE_TEXT = { selling: '在售', frozen: '冻结', expired: '已过期' } as const;
type State = keyof typeof STATE_TEXT;
export const FREEZE_KIND_TEXT = { quality_doubt: '质量疑问', recall: '召回' } as const;

export type LotInput = {
  lot_no: string;
  production_date: string;
  expiry_date: string;
  quantity: number;
  supplier: string;
};

type LotWithFlags = LotRow & { near: boolean; past: boolean };

/** A lot by the API's names; a selling lot past its date reads 已过期 before the job marks it. */
export function presentLot(l: LotWithFlags): AdminLot {
  const state: State = l.state === 'selling' && l.past ? 'expired' : (l.state as State);
  return {
    id: l.id,
    goods_id: l.goodsId,
    lot_no: l.lotNo,
    production_date: l.productionDate,
    expiry_date: l.expiryDate,
    quantity: l.quantity,
    quarantine_quantity: l.quarantineQuantity,
    supplier: l.supplier,
    has_report: l.reportFile ? 1 : 0,
    report_url: l.reportFile ? `/admin-api/lots/${l.id}/report` : null,
    state,
    state_text: STATE_TEXT[state],
    reason: l.reason,
    freeze_kind: state === 'frozen' ? (l.freezeKind as FreezeKind | null) : null,
    freeze_kind_text:
      state === 'frozen' && l.freezeKind ? FREEZE_KIND_TEXT[l.freezeKind as FreezeKind] : '',
    frozen_at: state === 'frozen' ? (l.frozenAt?.toISOString() ?? null) : null,
    frozen_by: state === 'frozen' ? l.frozenBy : null,
    near_expiry: l.near ? 1 : 0,
    received_at: l.receivedAt.toISOString(),
  };
}

const auditLot = (l: LotRow) => ({
  goods_id: l.goodsId,
  lot_no: l.lotNo,
  production_date: l.productionDate,
  expiry_date: l.expiryDate,
  quantity: l.quantity,
  supplier: l.supplier,
});

/**
 * The dates a lot may be received with, against the shop's day: not made in
 * the future, not already past its expiry. The field and its message, or null.
 */
export function refuseDates(l: LotInput, today: string): [string, string] | null {
  if (l.production_date > today) return ['production_date', '生产日期不能晚于今天'];
  if (l.expiry_date < today) return ['expiry_date', '该批次已过有效期，不能入库'];
  return null;
}

export const MISMATCH = '该批号已入库，生产日期或有效期与已有批次不一致（或数量将超出上限）';

/**
 * Receives lots of goods already locked, inside the caller's transaction:
 * each lot new or added to, then the goods' figures derived again and one
 * ledger entry per lot. Answers each lot (null where the dates differ from the
 * stored lot's).
 */
export async function receiveLots(
  tx: DbOrTx,
  lots: (LotInput & { goodsId: number })[],
  before: Map<number, number>,
  staff: string,
) {
  const repo = inventoryRepo(tx);
  const done: ({ lot: LotRow; created: boolean } | null)[] = [];
  for (const l of lots)
    done.push(
      await repo.receive({
        goodsId: l.goodsId,
        lotNo: l.lot_no,
        productionDate: l.production_date,
        expiryDate: l.expiry_date,
        quantity: l.quantity,
        supplier: l.supplier,
      }),
    );
  const received = done.flatMap((d, i) => (d ? [{ d, input: lots[i]! }] : []));
  await repo.refresh([...new Set(received.map((r) => r.input.goodsId))].sort((a, b) => a - b));
  // The ledger counts what can be sold: units into a lot that does not sell count 0.
  await repo.writeLedger(
    received.map(({ d, input }) => ({
      goodsId: input.goodsId,
      lotId: d.lot.id,
      change: d.lot.state === 'selling' ? input.quantity : 0,
      ref: `入库 ${input.lot_no}（${input.supplier}）`,
    })),
    before,
    { kind: 'receive', ref: '入库', staff },
  );
  return done;
}

/**
 * A goods' stock is an integer column: lots whose sum would pass
 * 2,147,483,647 are refused as the quantity's fault, not a 500.
 */
export async function withinStockRange<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (pgError(e).code === NUMERIC_OUT_OF_RANGE)
      throw fieldError('quantity', '该商品各批次数量合计超出上限，请核对数量');
    throw e;
  }
}

export function lotsAdminService(deps: {
  db: Db;
  audit: Audit;
  reports: PrivateFiles;
  goodsChanged: (ids: number[]) => Promise<void>;
}) {
  const { db, audit, reports } = deps;

  async function view(id: number, tx: DbOrTx = db) {
    const l = await inventoryRepo(tx).lotWithFlags(id);
    if (!l) throw notFound('批次');
    return presentLot(l);
  }

  /** A stored report's name, taken back when the transaction that would name it failed. */
  async function withReport<T>(
    bytes: Buffer | null,
    f: (file: { file: string; fileType: string } | null) => Promise<T>,
  ) {
    const stored = bytes ? await reports.store(bytes, REPORT_RULE) : null;
    try {
      return await f(stored);
    } catch (e) {
      if (stored) await reports.remove(stored.file);
      throw e;
    }
  }

  return {
    async list(goodsId: number) {
      const repo = inventoryRepo(db);
      if (!(await repo.goodsExists(goodsId))) throw notFound('商品');
      return { list: (await repo.lotsOf(goodsId)).map(presentLot) };
    },

    /** 入库 one lot, with its report when one came. */
    async receive(actor: Actor, goodsId: number, input: LotInput, report: Buffer | null) {
      const lotId = await withReport(report, (file) =>
        withinStockRange(() =>
          db.transaction(async (tx) => {
            const repo = inventoryRepo(tx);
            const before = await repo.lockGoods([goodsId]);
            if (!before.has(goodsId)) throw notFound('商品');
            const bad = refuseDates(input, (await repo.days()).today);
            if (bad) throw fieldError(...bad);
            const [done] = await receiveLots(
              tx,
              [{ ...input, goodsId }],
              before,
              actor.staff.username,
            );
            if (!done) throw fieldError('lot_no', MISMATCH);
            if (file) await repo.setReport(done.lot.id, file.file, file.fileType);
            await audit(tx, actor, {
              action: 'lot.receive',
              targetType: 'goods_lot',
              targetId: done.lot.id,
              before: done.created ? null : { quantity: done.lot.quantity - input.quantity },
              after: { ...auditLot(done.lot), received: input.quantity, report: file !== null },
            });
            return done.lot.id;
          }),
        ),
      );
      await deps.goodsChanged([goodsId]);
      return view(lotId);
    },

    /** Counted more or less than the lot holds, with a reason; never below zero (409). */
    async adjust(actor: Actor, lotId: number, change: number, reason: string) {
      const goodsId = await withinStockRange(() =>
        db.transaction(async (tx) => {
          const repo = inventoryRepo(tx);
          const lot = await repo.lot(lotId);
          if (!lot) throw notFound('批次');
          const before = await repo.lockGoods([lot.goodsId]);
          const after = await repo.adjust(lotId, change);
          if (!after) {
            const now = await repo.lot(lotId);
            throw new AppError(
              'conflict',
              `批次 ${lot.lotNo} 现有 ${now?.quantity ?? 0}，调整后不能小于 0`,
            );
          }
          const stock = await repo.refresh([lot.goodsId]);
          const sellable = (stock.get(lot.goodsId) ?? 0) - (before.get(lot.goodsId) ?? 0);
          await repo.writeLedger([{ goodsId: lot.goodsId, lotId, change: sellable }], before, {
            kind: 'adjust',
            ref:
              sellable === change
                ? reason
                : `${reason}（不在售批次数量 ${change > 0 ? '+' : ''}${change}）`,
            staff: actor.staff.username,
          });
          await audit(tx, actor, {
            action: 'lot.adjust',
            targetType: 'goods_lot',
            targetId: lotId,
            before: { quantity: after.quantity - change },
            after: { quantity: after.quantity, change, reason },
          });
          return lot.goodsId;
        }),
      );
      await deps.goodsChanged([goodsId]);
      return view(lotId);
    },

    /** The 药检报告 of a lot, uploaded or replaced. */
    async uploadReport(actor: Actor, lotId: number, bytes: Buffer) {
      let replaced: string | null = null;
      await withReport(bytes, (file) =>
        db.transaction(async (tx) => {
          const repo = inventoryRepo(tx);
          const lot = await repo.lot(lotId);
          if (!lot) throw notFound('批次');
          replaced = lot.reportFile;
          await repo.setReport(lotId, file!.file, file!.fileType);
          await audit(tx, actor, {
            action: 'lot.report',
            targetType: 'goods_lot',
            targetId: lotId,
            before: { report: replaced !== null },
            after: { report: true, type: file!.fileType },
          });
        }),
      );
      if (replaced) await reports.remove(replaced);
      return view(lotId);
    },

    /** The report's bytes for staff, named after the lot; 404 when there is none. */
    async report(lotId: number) {
      const lot = await inventoryRepo(db).lot(lotId);
      const bytes = lot?.reportFile ? await reports.read(lot.reportFile) : null;
      if (!lot || !bytes) throw notFound('药检报告');
      const ext =
        lot.reportType === 'application/pdf'
          ? 'pdf'
          : lot.reportType === 'image/png'
            ? 'png'
            : 'jpg';
      return {
        bytes,
        type: lot.reportType ?? 'application/octet-stream',
        name: `药检报告-${lot.lotNo}.${ext}`,
      };
    },
  };
}

export type LotsAdminService = ReturnType<typeof lotsAdminService>;
