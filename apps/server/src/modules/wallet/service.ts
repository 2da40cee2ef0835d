import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { type LedgerFilter, walletRepo } from './repo.ts';

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_KINDS: Record<number, string> = { 1: '充值', 2: '订单支付', 3: '退款' };

export function walletService(db: Db) {
  return {
    /** Pays from the balance inside the caller's transaction; false when it does not cover the amount. */
    async pay(tx: DbOrTx, companyId: number, amountFen: number, orderId: number, orderNo: string) {
      const repo = walletRepo(tx);
      const after = await repo.debit(companyId, amountFen);
      if (after === null) return false;
      await repo.record({
        companyId,
        amountFen: -amountFen,
        balanceAfterFen: after,
        kind: 2,
        orderId,
        remark: `支付订单 ${orderNo}`,
      });
      return true;
    },

    async refund(tx: DbOrTx, companyId: number, amountFen: number, orderId: number, why: string) {
      const repo = walletRepo(tx);
      const after = await repo.credit(companyId, amountFen);
      await repo.record({
        companyId,
        amountFen,
        balanceAfterFen: after,
        kind: 3,
        orderId,
        remark: why,
      });
    },

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
