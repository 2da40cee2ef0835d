import { pointsForPaid, pointsToReverse } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type PointsEntry, type PointsFilter, pointsRepo } from './repo.ts';

export const POINTS_PAGE_SIZE = 20;
/** Ledger kinds (points_ledger.kind). */
export const KIND = { earned: 1, reversed: 2, adjusted: 3, spent: 4, won: 5 } as const;
export const KIND_TEXT: Record<number, string> = {
  1: '订单获得',
  2: '退款扣回',
  3: '积分调整',
  4: '积分兑换',
  5: '抽奖获得',
};
/**
 * The buyer's filter (`type` of GET /api/user/points/log): 1 获得 (orders),
 * 2 使用 (exchanges), 3 退回/调整 (taken back for refunds, staff adjustments).
 */
export const FILTER_KINDS: Record<number, number[]> = {
  1: [KIND.earned, KIND.won],
  2: [KIND.spent],
  3: [KIND.reversed, KIND.adjusted],
};

export type PointsAdjustment = { type: 'add' | 'deduct'; points: number; reason: string };

/** The order whose points change, and whose company holds them. */
export type OrderRef = { id: number; companyId: number };

export function presentEntry({ entry, orderNo }: { entry: PointsEntry; orderNo: string | null }) {
  return {
    id: entry.id,
    points: entry.delta,
    balance: entry.pointsAfter,
    type: entry.kind,
    type_text: KIND_TEXT[entry.kind] ?? '',
    remark: entry.remark,
    order_id: entry.orderId ?? 0,
    order_no: orderNo ?? '',
    created_at: entry.createdAt.toISOString(),
  };
}

export function pointsService(db: Db) {
  async function ledger(companyId: number, f: PointsFilter, pageNo: number, size: number) {
    const repo = pointsRepo(db);
    const [{ rows, total }, points, totals] = await Promise.all([
      repo.page(companyId, f, size, (pageNo - 1) * size),
      repo.balance(companyId),
      repo.totals(companyId),
    ]);
    return {
      ...page(rows.map(presentEntry), total, pageNo, size),
      points,
      total_earned: totals.earned,
    };
  }

  return {
    /**
     * Credits a completed order's points inside the transaction that
     * completed it (the caller's conditional status change makes it once).
     * The company is locked before the refunds are read, so a refund
     * committing meanwhile is either counted here or finds this entry.
     * Points are earned on goods paid less what was refunded before completion;
     * shipping earns none. A fully refunded order earns nothing.
     */
    async earn(tx: DbOrTx, order: OrderRef): Promise<number> {
      const repo = pointsRepo(tx);
      if ((await repo.lock(order.companyId)) === null) return 0;
      const o = await repo.orderMoney(order.id);
      if (!o) return 0;
      const basisFen = Math.max(0, o.paidFen - o.shippingFen - o.refundedFen);
      const n = pointsForPaid(basisFen);
      if (n === 0) return 0;
      const after = await repo.credit(o.companyId, n);
      if (after === null) throw new AppError('conflict', '买家积分已达上限，请联系客服');
      const entry = await repo.record({
        companyId: o.companyId,
        delta: n,
        pointsAfter: after,
        kind: KIND.earned,
        orderId: o.id,
        basisFen,
        remark: `订单 ${o.orderNo} 确认收货`,
      });
      // The second guard: the order already earned. Rolled back, never paid twice.
      if (entry === null) throw new AppError('conflict', '该订单的积分已发放');
      return n;
    },

    /**
     * Takes back the points of refunded money inside the refund's transaction,
     * after the lines' refunded amounts were raised: the cumulative share
     * floor(earned × refunded / basis) less what earlier refunds took. A
     * company that spent them gives what it has, down to 0; the rest is
     * written off and noted (docs/decisions/2026-11-25-points.md).
     */
    async reverse(tx: DbOrTx, order: OrderRef, afterSaleId: number): Promise<number> {
      const repo = pointsRepo(tx);
      const held = await repo.lock(order.companyId);
      if (held === null) return 0;
      const mine = await repo.orderPoints(order.id);
      const o = await repo.orderMoney(order.id);
      if (!mine.hasEarned || !o) return 0;
      // Refunds before completion were left out of the basis already.
      const base = Math.max(0, o.paidFen - o.shippingFen);
      const due = pointsToReverse({
        earned: mine.earned,
        basisFen: mine.basisFen,
        refundedFen: o.refundedFen - (base - mine.basisFen),
        reversed: mine.reversed,
      });
      if (due === 0) return 0;
      const take = Math.min(due, held);
      const after = take > 0 ? await repo.debit(o.companyId, take) : held;
      if (after === null) throw new AppError('conflict', '积分已变化，请重试');
      const shortfall = due - take;
      await repo.record({
        companyId: o.companyId,
        delta: -take,
        pointsAfter: after,
        kind: KIND.reversed,
        orderId: o.id,
        afterSaleId,
        shortfall,
        remark:
          `订单 ${o.orderNo} 售后退款扣回（申请 ${afterSaleId}）` +
          (shortfall > 0 ? `；积分不足，应扣 ${due}，实扣 ${take}` : ''),
      });
      return take;
    },

    /**
     * A staff addition or deduction inside the caller's transaction (which
     * has locked the company), with one ledger entry carrying the reason. A deduction never takes the balance
     * below zero (conditional UPDATE); null when refused.
     */
    async adjust(tx: DbOrTx, companyId: number, a: PointsAdjustment) {
      const repo = pointsRepo(tx);
      const after =
        a.type === 'deduct'
          ? await repo.debit(companyId, a.points)
          : await repo.credit(companyId, a.points);
      if (after === null) return null;
      const delta = a.type === 'deduct' ? -a.points : a.points;
      const entryId = await repo.record({
        companyId,
        delta,
        pointsAfter: after,
        kind: KIND.adjusted,
        remark: a.reason,
      });
      return { points: after, before: after - delta, entryId: entryId! };
    },

    /**
     * Spends points inside the caller's transaction (an exchange, a draw):
     * a conditional debit, so two spends can never take the same points;
     * null, with nothing written, when the balance does not cover them.
     */
    async spend(tx: DbOrTx, companyId: number, n: number, remark: string) {
      const repo = pointsRepo(tx);
      const after = await repo.debit(companyId, n);
      if (after === null) return null;
      await repo.record({ companyId, delta: -n, pointsAfter: after, kind: KIND.spent, remark });
      return after;
    },

    /** Credits points a draw won, inside the draw's transaction; null if the balance would overflow. */
    async award(tx: DbOrTx, companyId: number, n: number, remark: string) {
      const repo = pointsRepo(tx);
      const after = await repo.credit(companyId, n);
      if (after === null) return null;
      await repo.record({ companyId, delta: n, pointsAfter: after, kind: KIND.won, remark });
      return after;
    },

    /** The company's balance now. */
    balance: (companyId: number, via: DbOrTx = db) => pointsRepo(via).balance(companyId),

    /** A buyer's ledger page (its own company only), with the balance and the total earned. */
    buyerLog: (companyId: number, f: PointsFilter, pageNo: number) =>
      ledger(companyId, f, pageNo, POINTS_PAGE_SIZE),

    /** The console's view of a company's ledger. */
    staffLog: (companyId: number, pageNo: number, size: number) =>
      ledger(companyId, {}, pageNo, size),
  };
}

export type PointsService = ReturnType<typeof pointsService>;
