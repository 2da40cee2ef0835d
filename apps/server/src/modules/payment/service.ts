import { randomBytes } from 'node:crypto';
import type { OnlinePayment, PayStatus } from '@shop/contract';
import { formatYuan, SPECIAL_COMPOUND_RULE } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import { assertCan } from '../../http/session.ts';
import type { CheckoutService } from '../checkout/index.ts';
import { type OrderRow, type OrderService, statusText } from '../order/index.ts';
import type { TransferService } from '../transfer/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { PaymentProvider } from './provider.ts';
import { type PaymentRow, paymentRepo } from './repo.ts';

/** 挂账: the credit module's part of paying on account (built before payment, passed in). */
export type CreditPort = {
  /** Refuses, before the transaction, a company without a usable line or overdue past grace. */
  assertMayCharge(companyId: number): Promise<void>;
  /** The conditional claim of the order's amount on the line; false when the credit is short. */
  charge(
    tx: DbOrTx,
    companyId: number,
    fen: number,
    orderId: number,
    orderNo: string,
  ): Promise<boolean>;
};

type Deps = {
  db: Db;
  credit: CreditPort;
  orders: OrderService;
  wallet: WalletService;
  checkout: CheckoutService;
  /** null: online payment is not offered (PAY_PROVIDER=none). */
  provider: PaymentProvider | null;
  transfers: Pick<TransferService, 'open'>;
};

/** Why an order holding 含特殊药品复方制剂 is not paid online (the rule named first). */
export const OWN_FUNDS_ONLY = `${SPECIAL_COMPOUND_RULE}：须以本企业账户余额或对公转账支付，不能在线支付`;

/** Methods paid in one step, never through the provider's page. */
const AT_ONCE = new Set(['balance', 'credit']);

const NOT_ON_CREDIT = `${SPECIAL_COMPOUND_RULE}：须以本企业账户余额或对公转账支付，不能挂账`;

const keyUsed = () => new AppError('conflict', '该支付请求已用于另一种支付方式，请刷新页面后重试');
/** A payment row's own number: P for the shop's channels, T for a matched bank transfer. */
export const tradeNo = (prefix: 'P' | 'T' = 'P') =>
  `${prefix}${Date.now()}${randomBytes(6).toString('hex')}`;

function refuseState(o: OrderRow): never {
  if (o.status === 'cancelled') throw new AppError('conflict', '订单已取消，不能支付');
  if (o.status === 'awaiting_approval')
    throw new AppError('conflict', '订单待主账号审批，审批通过后才能支付', undefined, {
      reason: 'awaiting_approval',
    });
  throw new AppError('conflict', '订单已支付，请勿重复支付');
}

export function paymentService({
  db,
  orders,
  wallet,
  checkout,
  provider,
  credit,
  transfers,
}: Deps) {
  /** An unpaid order past its time is cancelled now rather than paid. */
  async function payable(buyer: Buyer, id: number): Promise<OrderRow> {
    const o = await orders.mine(buyer, id);
    if (o.status !== 'unpaid') refuseState(o);
    if (o.expiresAt.getTime() <= Date.now()) {
      await orders.cancelNow(o.id, '超时未支付，系统自动取消');
      throw new AppError('conflict', '订单已超时取消，请重新下单');
    }
    return o;
  }

  const online = (p: PaymentProvider, row: PaymentRow): OnlinePayment => ({
    pay_url: p.payUrl(row.tradeNo),
    trade_no: row.tradeNo,
  });

  /**
   * Pays from money the shop holds or lends (the balance, the credit line):
   * `take` claims it inside the transaction that marks the order paid, and is
   * undone with it when the order changed meanwhile. The same key answers the
   * same; a key used for another method is refused.
   */
  async function payAtOnce(
    buyer: Buyer,
    id: number,
    key: string,
    method: 'balance' | 'credit',
    take: (tx: DbOrTx, o: OrderRow) => Promise<void>,
  ) {
    checkout.assertMayBuy(buyer);
    assertCan(buyer, 'pay');
    const done = await paymentRepo(db).byKey(buyer.company.id, id, key);
    if (done?.provider === method) return orders.detail(buyer, id);
    if (done) throw keyUsed();
    try {
      // Inside the try: a twin may commit between the key lookup and here.
      const o = await payable(buyer, id);
      return await db.transaction(async (tx) => {
        await take(tx, o);
        const paid = await orders.markPaid(tx, o.id, method, o.payFen);
        if (!paid) refuseState((await orders.find(tx, buyer, o.id))!);
        await paymentRepo(tx).insert({
          tradeNo: tradeNo(),
          orderId: o.id,
          companyId: buyer.company.id,
          provider: method,
          amountFen: o.payFen,
          status: 'succeeded',
          idempotencyKey: key,
          paidAt: new Date(),
        });
        return orders.detailOf(tx, paid);
      });
    } catch (e) {
      const first = await paymentRepo(db).byKey(buyer.company.id, id, key);
      if (first?.provider === method) return orders.detail(buyer, id);
      // Another method's start with this key committed first.
      if (first) throw keyUsed();
      throw e;
    }
  }

  return {
    provider,

    /** The same key returns the first result; a concurrent twin finds the order paid by it. */
    payWithBalance: (buyer: Buyer, id: number, key: string) =>
      payAtOnce(buyer, id, key, 'balance', async (tx, o) => {
        if (!(await wallet.pay(tx, buyer.company.id, o.payFen, o.id, o.orderNo)))
          throw new AppError('bad_request', '余额不足，请充值或选择在线支付');
      }),

    /** 挂账: paid at once on the company's credit line, within its available credit. */
    async payOnCredit(buyer: Buyer, id: number, key: string) {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'pay');
      const done = await paymentRepo(db).byKey(buyer.company.id, id, key);
      if (!done) {
        // 含特殊药品复方制剂 are paid from the company's own funds: the balance or a transfer, never credit.
        if ((await orders.mine(buyer, id)).ownFundsOnly)
          throw new AppError('bad_request', NOT_ON_CREDIT, undefined, { reason: 'own_funds_only' });
        await credit.assertMayCharge(buyer.company.id);
      }
      return payAtOnce(buyer, id, key, 'credit', async (tx, o) => {
        if (!(await credit.charge(tx, buyer.company.id, o.payFen, o.id, o.orderNo)))
          throw new AppError(
            'bad_request',
            '可用账期额度不足，请选择其他支付方式或先还款',
            undefined,
            {
              reason: 'credit_short',
            },
          );
      });
    },

    /**
     * Starts (or, for the same key, resumes) an online payment; the buyer goes
     * to pay_url. Concurrent starts with one key share one trade.
     */
    async payOnline(buyer: Buyer, id: number, key: string): Promise<OnlinePayment> {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'pay');
      if (!provider) throw new AppError('bad_request', '暂未开通在线支付，请使用余额支付');
      const repo = paymentRepo(db);
      // Refused before any trade is started: 含特殊药品复方制剂 are paid from the company's own funds.
      if ((await orders.mine(buyer, id)).ownFundsOnly)
        throw new AppError('bad_request', OWN_FUNDS_ONLY, undefined, { reason: 'own_funds_only' });
      const existing = await repo.byKey(buyer.company.id, id, key);
      if (existing && AT_ONCE.has(existing.provider)) throw keyUsed();
      if (existing) return online(provider, existing);
      const o = await payable(buyer, id);
      await repo.insertOnce({
        tradeNo: tradeNo(),
        orderId: o.id,
        companyId: buyer.company.id,
        provider: provider.name,
        amountFen: o.payFen,
        idempotencyKey: key,
      });
      const row = await repo.byKey(buyer.company.id, id, key);
      if (!row || AT_ONCE.has(row.provider)) throw keyUsed();
      return online(provider, row);
    },

    /**
     * 对公转账: the order waits (待确认到账, its stock held for the transfer
     * window) for finance to confirm the money. Any key answers the order's
     * one transfer; a key used by another method is refused.
     */
    async payByTransfer(buyer: Buyer, id: number, key: string) {
      checkout.assertMayBuy(buyer);
      assertCan(buyer, 'pay');
      if (await paymentRepo(db).byKey(buyer.company.id, id, key)) throw keyUsed();
      const o = await payable(buyer, id);
      if (o.payFen <= 0) throw new AppError('bad_request', '该订单无需付款，请直接使用余额支付');
      return transfers.open({
        kind: 'order',
        targetId: o.id,
        companyId: o.companyId,
        dueFen: o.payFen,
        key,
        hold: async (tx, until) => (await orders.holdForTransfer(tx, o.id, until)) !== null,
      });
    },

    async status(buyer: Buyer, id: number): Promise<PayStatus> {
      const o = await orders.mine(buyer, id);
      return {
        status: o.status as PayStatus['status'],
        status_text: statusText(o),
        paid: o.paidAt ? 1 : 0,
        pay_amount: formatYuan(o.payFen),
      };
    },

    /** A trade of the buyer's own company, for the sandbox page; null otherwise. */
    async trade(buyer: Buyer, no: string) {
      const pay = await paymentRepo(db).byTradeNo(no);
      if (!pay || pay.companyId !== buyer.company.id) return null;
      const order = await orders.ofCompany(db, pay.companyId, pay.orderId);
      return order ? { pay, order } : null;
    },

    /**
     * Applies a provider callback once. A wrong signature or amount changes
     * nothing; a replay finds the payment already succeeded; money that
     * arrives for an order no longer unpaid goes back through the provider.
     */
    async notify(fields: Record<string, string>): Promise<'success' | 'fail'> {
      if (!provider) return 'fail';
      const { sign = '', ...rest } = fields;
      if (!provider.verify(rest, sign)) return 'fail';
      if (rest.status !== 'SUCCESS' || !rest.trade_no) return 'fail';
      const pay = await paymentRepo(db).byTradeNo(rest.trade_no);
      if (!pay || pay.provider !== provider.name || String(pay.amountFen) !== rest.amount_fen)
        return 'fail';
      const late = await db.transaction(async (tx) => {
        const succeeded = await paymentRepo(tx).succeed(pay.tradeNo, rest.provider_txn ?? '');
        if (!succeeded) return null;
        const paid = await orders.markPaid(tx, pay.orderId, pay.provider, pay.amountFen);
        return paid ? null : succeeded;
      });
      if (late) {
        // The order was paid another way or cancelled meanwhile: the money goes back.
        await provider.refund(late);
        await paymentRepo(db).markRefunded(late.tradeNo);
      }
      return 'success';
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
