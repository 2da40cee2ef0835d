import { randomBytes } from 'node:crypto';
import { formatYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { OrderRow } from '../order/repo.ts';
import { orderRepo } from '../order/repo.ts';
import type { OrderService } from '../order/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { type PaymentRow, paymentRepo } from './repo.ts';
import type { Notification, PaymentProvider } from './sandbox.ts';

type Deps = {
  db: Db;
  orders: OrderService;
  wallet: WalletService;
  provider: () => Promise<PaymentProvider>;
};

const keyUsed = () => new AppError('conflict', '该支付请求已用于另一种支付方式，请刷新页面后重试');

const tradeNo = () => `P${Date.now()}${randomBytes(6).toString('hex')}`;

function refuseState(o: OrderRow): never {
  if (o.status === 'cancelled') throw new AppError('conflict', '订单已取消，不能支付');
  throw new AppError('conflict', '订单已支付，请勿重复支付');
}

export function paymentService({ db, orders, wallet, provider }: Deps) {
  /** An unpaid order past its time is cancelled now rather than paid. */
  async function payable(buyer: Buyer, id: number): Promise<OrderRow> {
    const o = await orders.mine(buyer, id);
    if (o.status !== 'unpaid') refuseState(o);
    if (o.expiresAt.getTime() <= Date.now()) {
      await db.transaction((tx) => orders.cancelIn(tx, o.id, '超时未支付，系统自动取消'));
      orders.forgetCoupons(buyer.companyId);
      throw new AppError('conflict', '订单已超时取消，请重新下单');
    }
    return o;
  }

  return {
    async payWithBalance(buyer: Buyer, id: number, key: string) {
      const done = await paymentRepo(db).byKey(buyer.companyId, id, key);
      if (done?.provider === 'balance') return orders.detail(buyer, id);
      if (done) throw keyUsed();
      const o = await payable(buyer, id);
      return db.transaction(async (tx) => {
        if (!(await wallet.pay(tx, buyer.companyId, o.payFen, o.id, o.orderNo)))
          throw new AppError('bad_request', '余额不足，请充值或选择在线支付');
        // The debit above is undone with the transaction when the order changed meanwhile.
        const paid = await orderRepo(tx).markPaid(o.id, 'balance', o.payFen);
        if (!paid) refuseState((await orderRepo(tx).find(buyer.companyId, o.id))!);
        await paymentRepo(tx).insert({
          tradeNo: tradeNo(),
          orderId: o.id,
          companyId: buyer.companyId,
          provider: 'balance',
          amountFen: o.payFen,
          status: 'succeeded',
          idempotencyKey: key,
          paidAt: new Date(),
        });
        return orders.detailOf(tx, paid);
      });
    },

    /** Starts (or, for the same key, resumes) an online payment; the buyer goes to pay_url. */
    async payOnline(buyer: Buyer, id: number, key: string) {
      const p = await provider();
      const existing = await paymentRepo(db).byKey(buyer.companyId, id, key);
      if (existing?.provider === 'balance') throw keyUsed();
      if (existing) return { pay_url: p.payUrl(existing.tradeNo), trade_no: existing.tradeNo };
      const o = await payable(buyer, id);
      const row = await paymentRepo(db).insert({
        tradeNo: tradeNo(),
        orderId: o.id,
        companyId: buyer.companyId,
        provider: p.name,
        amountFen: o.payFen,
        idempotencyKey: key,
      });
      return { pay_url: p.payUrl(row.tradeNo), trade_no: row.tradeNo };
    },

    async status(buyer: Buyer, id: number) {
      const o = await orders.mine(buyer, id);
      return { status: o.status, paid: o.paidAt ? 1 : 0, pay_amount: formatYuan(o.payFen) };
    },

    /** What the sandbox page shows; null when the trade is unknown. */
    async trade(no: string) {
      const pay = await paymentRepo(db).byTradeNo(no);
      if (!pay) return null;
      const order = await orderRepo(db).find(pay.companyId, pay.orderId);
      return order ? { pay, order } : null;
    },

    /** The provider's signed notification of a sandbox payment (what the sandbox page sends). */
    async signedNotification(pay: PaymentRow): Promise<Notification & { sign: string }> {
      const fields: Notification = {
        trade_no: pay.tradeNo,
        provider_txn: `SBX${randomBytes(8).toString('hex')}`,
        amount_fen: String(pay.amountFen),
        status: 'SUCCESS',
        ts: String(Date.now()),
      };
      return { ...fields, sign: (await provider()).sign(fields) };
    },

    /**
     * Applies a provider callback once. A wrong signature or amount changes
     * nothing; a replay finds the payment already succeeded; money that
     * arrives for an order no longer unpaid goes back to the buyer's balance.
     */
    async notify(fields: Record<string, string>): Promise<'success' | 'fail'> {
      const { sign = '', ...rest } = fields;
      if (!(await provider()).verify(rest, sign)) return 'fail';
      if (rest.status !== 'SUCCESS' || !rest.trade_no) return 'fail';
      const pay = await paymentRepo(db).byTradeNo(rest.trade_no);
      if (!pay || String(pay.amountFen) !== rest.amount_fen) return 'fail';
      await db.transaction(async (tx) => {
        const succeeded = await paymentRepo(tx).succeed(pay.tradeNo, rest.provider_txn ?? '');
        if (!succeeded) return;
        const paid = await orderRepo(tx).markPaid(pay.orderId, pay.provider, pay.amountFen);
        if (paid) return;
        await wallet.refund(
          tx,
          pay.companyId,
          pay.amountFen,
          pay.orderId,
          '订单已支付或已取消，在线支付款退回余额',
        );
      });
      return 'success';
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
