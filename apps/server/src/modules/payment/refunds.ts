import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { WalletService } from '../wallet/index.ts';
import type { PaymentProvider } from './provider.ts';
import { type PaymentRow, paymentRepo } from './repo.ts';

/**
 * Money going back to where it came from, inside the caller's transaction:
 * a cancelled order's payments (staff cancel, a failed group-buy) and part
 * of one (an after-sales refund). It needs no orders, so the composition
 * builds it before the order, after-sales and group-buy modules that call it;
 * paying, which marks orders paid, sits above them (service.ts).
 */
/** Balance payments go back to it; so do bank transfers (the shop wires nothing back by itself). */
const toBalance = (provider: string) => provider === 'balance' || provider === 'transfer';

export function paymentRefunds({
  wallet,
  provider,
  credit,
}: {
  wallet: WalletService;
  /** 挂账 orders: their refund lowers what the company owes (repaid money goes to the balance). */
  credit: {
    giveBack(
      tx: DbOrTx,
      companyId: number,
      fen: number,
      orderId: number,
      why: string,
    ): Promise<unknown>;
  };
  /** null: online payment is not offered (PAY_PROVIDER=none). */
  provider: PaymentProvider | null;
}) {
  return {
    /** What went back whole for an order (its cancel, or money that came too late): the order detail's 已退款. */
    refundedOf: (db: DbOrTx, orderId: number) => paymentRepo(db).refundedOf(orderId),

    /**
     * Gives back every succeeded payment of an order staff cancelled, inside
     * the caller's transaction: balance payments as a wallet refund entry,
     * online ones through the provider. Each payment is claimed (succeeded ->
     * refunded) first, so it goes back once. The provider is called last,
     * still inside the transaction: if it fails, the cancel rolls back and
     * the order stays paid, never cancelled without its money.
     */
    async refundOrder(tx: DbOrTx, orderId: number, why: string) {
      const repo = paymentRepo(tx);
      const online: PaymentRow[] = [];
      let balanceFen = 0;
      for (const p of await repo.succeededOf(orderId)) {
        const claimed = await repo.claimRefund(p.id);
        if (!claimed) continue;
        if (toBalance(claimed.provider)) {
          await wallet.refund(tx, claimed.companyId, claimed.amountFen, orderId, why);
          balanceFen += claimed.amountFen;
        } else if (claimed.provider === 'credit')
          await credit.giveBack(tx, claimed.companyId, claimed.amountFen, orderId, why);
        else online.push(claimed);
      }
      for (const p of online) {
        if (!provider || provider.name !== p.provider)
          throw new AppError('conflict', '该订单的在线支付通道已停用，无法原路退款');
        await provider.refund(p);
      }
      return { balanceFen, onlineFen: online.reduce((n, p) => n + p.amountFen, 0) };
    },

    /**
     * Sends part of an order's payment back (an after-sales refund), inside the
     * caller's transaction, which has already claimed the refund: to the
     * balance when the order was paid from it, else through the provider that
     * took the money. The payment stays succeeded (the rest of it is still
     * the shop's). The provider is called last, so its failure rolls back.
     */
    async refundPart(tx: DbOrTx, orderId: number, amountFen: number, why: string) {
      const [p] = await paymentRepo(tx).succeededOf(orderId);
      if (!p) throw new AppError('conflict', '该订单没有可退的付款');
      if (amountFen > p.amountFen) throw new AppError('conflict', '退款金额超过订单实付金额');
      if (toBalance(p.provider)) {
        await wallet.refund(tx, p.companyId, amountFen, orderId, why);
        return 'balance';
      }
      if (p.provider === 'credit') {
        await credit.giveBack(tx, p.companyId, amountFen, orderId, why);
        return 'credit';
      }
      if (!provider || provider.name !== p.provider)
        throw new AppError('conflict', '该订单的在线支付通道已停用，无法原路退款');
      await provider.refund({ tradeNo: p.tradeNo, providerTxn: p.providerTxn, amountFen });
      return p.provider;
    },
  };
}

export type PaymentRefunds = ReturnType<typeof paymentRefunds>;
