import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { type LedgerFilter, walletRepo } from './repo.ts';

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_KINDS: Record<number, string> = {
  1: '充值',
  2: '订单支付',
  3: '退款',
  4: '扣减',
  5: '满额返',
  6: '满额返扣回',
  7: '积分兑换',
  8: '账期还款',
  9: '对公转账转入',
};
/** Ledger kinds staff may book by hand (the console's 余额调整). */
const ADJUST_KIND = { recharge: 1, deduct: 4 } as const;
export type Adjustment = { type: keyof typeof ADJUST_KIND; amountFen: number; reason: string };

/** A conditional debit and its ledger entry; false (nothing written) when the balance is short. */
async function spend(
  tx: DbOrTx,
  companyId: number,
  amountFen: number,
  entry: { kind: number; orderId: number | null; remark: string },
) {
  const repo = walletRepo(tx);
  const after = await repo.debit(companyId, amountFen);
  if (after === null) return false;
  await repo.record({ companyId, amountFen: -amountFen, balanceAfterFen: after, ...entry });
  return true;
}

export function walletService(db: Db) {
  return {
    /** Pays from the balance inside the caller's transaction; false when it does not cover the amount. */
    pay: (tx: DbOrTx, companyId: number, amountFen: number, orderId: number, orderNo: string) =>
      spend(tx, companyId, amountFen, { kind: 2, orderId, remark: `支付订单 ${orderNo}` }),

    /** 账期还款 from the balance, inside the repayment's transaction; false when the balance is short. */
    payCredit: (tx: DbOrTx, companyId: number, amountFen: number, statementNo: string) =>
      spend(tx, companyId, amountFen, {
        kind: 8,
        orderId: null,
        remark: `还款：对账单 ${statementNo}`,
      }),

    /** A points goods' cash part, inside the exchange's transaction; false when the balance is short. */
    payPointsOrder: (tx: DbOrTx, companyId: number, amountFen: number, orderNo: string) =>
      spend(tx, companyId, amountFen, {
        kind: 7,
        orderId: null,
        remark: `积分订单 ${orderNo} 现金部分`,
      }),

    async refund(tx: DbOrTx, companyId: number, amountFen: number, orderId: number, why: string) {
      const repo = walletRepo(tx);
      const after = await repo.credit(companyId, amountFen);
      // A 32-bit balance: a refund that would pass it is refused (the caller rolls back), never a 500.
      if (after === null)
        throw new AppError('conflict', '退款后余额将超出上限，请先调整买家余额后再退款');
      await repo.record({
        companyId,
        amountFen,
        balanceAfterFen: after,
        kind: 3,
        orderId,
        remark: why,
      });
    },

    /**
     * Bank-transfer money the order does not take (paid more than due, or the
     * order went away) credited inside the caller's transaction (ledger kind 9).
     */
    async transferIn(
      tx: DbOrTx,
      companyId: number,
      amountFen: number,
      orderId: number | null,
      why: string,
    ) {
      const repo = walletRepo(tx);
      const after = await repo.credit(companyId, amountFen);
      if (after === null) throw new AppError('conflict', '转入后余额将超出上限，请先调整买家余额');
      await repo.record({
        companyId,
        amountFen,
        balanceAfterFen: after,
        kind: 9,
        orderId,
        remark: why,
      });
    },

    /** 满额返 cash-back credited inside the caller's transaction (ledger kind 5). */
    async cashBack(tx: DbOrTx, companyId: number, amountFen: number, orderId: number, why: string) {
      const repo = walletRepo(tx);
      const after = await repo.credit(companyId, amountFen);
      if (after === null) throw new AppError('conflict', '返现后余额将超出上限，请联系客服');
      await repo.record({
        companyId,
        amountFen,
        balanceAfterFen: after,
        kind: 5,
        orderId,
        remark: why,
      });
    },

    /**
     * 满额返 taken back after a refund (ledger kind 6): what the balance holds,
     * up to the amount; the rest is written off by the caller. What was taken.
     */
    async cashBackTakeBack(
      tx: DbOrTx,
      companyId: number,
      amountFen: number,
      orderId: number,
      why: string,
    ) {
      const repo = walletRepo(tx);
      const take = Math.min(amountFen, await repo.balance(companyId));
      if (take <= 0) return 0;
      const after = await repo.debit(companyId, take);
      if (after === null) throw new AppError('conflict', '余额已变化，请重试');
      const short = amountFen - take;
      await repo.record({
        companyId,
        amountFen: -take,
        balanceAfterFen: after,
        kind: 6,
        orderId,
        remark:
          short > 0
            ? `${why}；余额不足，应扣 ${formatYuan(amountFen)}，实扣 ${formatYuan(take)}`
            : why,
      });
      return take;
    },

    /**
     * Locks the company's wallet row (making it if missing) until the
     * transaction ends, so staff adjustments of one company take turns: a
     * retried request then finds the first one's record.
     */
    lock: (tx: DbOrTx, companyId: number) => walletRepo(tx).lock(companyId),

    /**
     * A staff recharge or deduction inside the caller's transaction: one
     * ledger entry with the reason, never an overwrite. A deduction never
     * takes the balance below zero (conditional UPDATE); null when refused.
     */
    async adjust(tx: DbOrTx, companyId: number, a: Adjustment) {
      const repo = walletRepo(tx);
      const after =
        a.type === 'deduct'
          ? await repo.debit(companyId, a.amountFen)
          : await repo.creditBounded(companyId, a.amountFen);
      if (after === null) return null;
      const signed = a.type === 'deduct' ? -a.amountFen : a.amountFen;
      const entryId = await repo.record({
        companyId,
        amountFen: signed,
        balanceAfterFen: after,
        kind: ADJUST_KIND[a.type],
        remark: a.reason,
      });
      return { balanceFen: after, beforeFen: after - signed, entryId };
    },

    /** The balance in fen, read inside the caller's transaction. */
    balanceFen: (tx: DbOrTx, companyId: number) => walletRepo(tx).balance(companyId),

    async summary(companyId: number) {
      const repo = walletRepo(db);
      const [balance, totals] = await Promise.all([
        repo.balance(companyId),
        repo.totals(companyId),
      ]);
      return {
        balance: formatYuan(balance),
        frozen: '0.00',
        total_recharge: formatYuan(totals.recharged),
        total_spent: formatYuan(totals.spent),
      };
    },

    async ledger(companyId: number, f: LedgerFilter, pageNo: number) {
      const { rows, total } = await walletRepo(db).ledgerPage(
        companyId,
        f,
        LEDGER_PAGE_SIZE,
        (pageNo - 1) * LEDGER_PAGE_SIZE,
      );
      return page(
        rows.map(({ entry, orderNo }) => ({
          id: entry.id,
          amount: formatYuan(entry.amountFen),
          balance: formatYuan(entry.balanceAfterFen),
          use_type: entry.kind,
          use_type_text: LEDGER_KINDS[entry.kind] ?? '',
          remark: entry.remark,
          order_no: orderNo ?? '',
          created_at: entry.createdAt.toISOString(),
        })),
        total,
        pageNo,
        LEDGER_PAGE_SIZE,
      );
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
