import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { Audit } from '../staff/index.ts';
import { type OrderRow, orderRepo } from './repo.ts';
import type { OrderService } from './service.ts';

/**
 * Sends a cancelled order's money back (the payment module's refunds, which
 * need no orders: the composition builds them first). Inside the cancel's
 * transaction.
 */
export type RefundPaid = (
  tx: DbOrTx,
  orderId: number,
  why: string,
) => Promise<{ balanceFen: number; onlineFen: number }>;

/**
 * The order's lines in an after-sales request not yet decided or refunded
 * (line id → request id): the after-sales module's lookup, built before orders.
 */
export type OpenAfterSales = (tx: DbOrTx, orderId: number) => Promise<Map<number, number>>;

type Deps = { db: Db; audit: Audit; orders: OrderService; refundPaid: RefundPaid };

function refusal(o: OrderRow, shippedLines: number): AppError {
  if (o.status === 'cancelled') return new AppError('conflict', '订单已取消');
  if (o.status === 'grouping')
    return new AppError('conflict', '拼团中的订单随团处理：成团后发货，未成团自动取消并退款');
  if (o.status === 'paid' && shippedLines > 0)
    return new AppError('conflict', '订单已有商品发货，不能取消，请通过售后处理');
  if (o.status === 'paid')
    return new AppError('conflict', '订单有售后申请，不能取消，请通过售后处理');
  return new AppError('conflict', '订单已发货，不能取消，请通过售后处理');
}

/**
 * Staff cancel an order that has not shipped: an unpaid one as the buyer
 * would, a paid one with its stock, coupon, activity limits and money back.
 * The order row is locked first, so concurrent cancels (and a shipment)
 * take turns; the status change is conditional and checked, so the money
 * goes back once.
 */
export function staffCancel({ db, audit, orders, refundPaid }: Deps) {
  return async (actor: Actor, id: number, reason: string) => {
    const staff = actor.staff.username;
    const done = await db.transaction(async (tx) => {
      const repo = orderRepo(tx);
      const before = await repo.lock(id);
      if (!before) throw notFound('订单');
      let refund = { balanceFen: 0, onlineFen: 0 };
      let result: Awaited<ReturnType<OrderService['giveBackIn']>> | null = null;
      // An order waiting for the buyer's approval holds stock as an unpaid one does.
      if (before.status === 'unpaid' || before.status === 'awaiting_approval')
        result = await orders.cancelIn(tx, id, reason, staff);
      else if (before.status === 'paid') {
        const cancelled = await repo.cancelPaid(id, reason);
        if (cancelled) {
          result = await orders.giveBackIn(tx, cancelled, staff);
          refund = await refundPaid(tx, id, `订单 ${before.orderNo} 取消退款：${reason}`);
        }
      }
      if (!result) throw refusal(before, await repo.shippedLines(id));
      await audit(tx, actor, {
        action: 'order.cancel',
        targetType: 'order',
        targetId: id,
        before: { status: before.status, pay_amount: formatYuan(before.payFen) },
        after: {
          status: 'cancelled',
          reason,
          refund_balance: formatYuan(refund.balanceFen),
          refund_online: formatYuan(refund.onlineFen),
        },
      });
      return result;
    });
    await orders.cancelled(done);
  };
}
