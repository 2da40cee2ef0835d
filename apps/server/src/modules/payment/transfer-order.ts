import type { OrderService } from '../order/index.ts';
import type { TransferKind } from '../transfer/index.ts';
import { paymentRepo } from './repo.ts';
import { tradeNo } from './service.ts';

/**
 * The 'order' kind of 对公转账: once all that is due arrived, the order is
 * paid by transfer (it then ships as any paid order) and the payment is
 * recorded like the others, so cancels and after-sales refunds find it
 * (they go back to the company balance: the shop does not wire money back
 * by itself).
 */
export function orderTransferKind(orders: Pick<OrderService, 'markPaid'>): TransferKind {
  return {
    text: '订单',
    async settle(tx, t) {
      const paid = await orders.markPaid(tx, t.targetId, 'transfer', t.dueFen);
      if (!paid) return false;
      await paymentRepo(tx).insert({
        tradeNo: tradeNo('T'),
        orderId: t.targetId,
        companyId: t.companyId,
        provider: 'transfer',
        amountFen: t.dueFen,
        status: 'succeeded',
        idempotencyKey: `transfer-${t.id}`,
        providerTxn: t.reference,
        paidAt: new Date(),
      });
      return true;
    },
    ledgerOrderId: (t) => t.targetId,
    link: (t) => `/order/info/${t.targetId}`,
  };
}
