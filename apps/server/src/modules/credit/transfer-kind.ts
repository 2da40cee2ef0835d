import type { TransferKind } from '../transfer/index.ts';
import type { CreditCore } from './service.ts';

/**
 * The 'statement' kind of 对公转账 (账期还款): once all that is due arrived,
 * the statement is repaid by transfer. When the statement meanwhile owes less
 * than the transfer (repaid from the balance, a refund), nothing is taken from
 * it and everything received goes to the company balance, from where the
 * buyer repays what is left.
 */
export function statementTransferKind(
  credit: Pick<CreditCore, 'outstanding' | 'repay'>,
): TransferKind {
  return {
    text: '对账单',
    async settle(tx, t) {
      const left = await credit.outstanding(tx, t.companyId, t.targetId);
      if (left === null || left < t.dueFen) return false;
      await credit.repay(tx, t.companyId, t.targetId, t.dueFen, 'transfer');
      return true;
    },
    ledgerOrderId: () => null,
    link: () => '/wdzq',
  };
}
