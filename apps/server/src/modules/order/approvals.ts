import type { ApprovalItem } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Buyer } from '../../http/session.ts';
import type { Notify } from '../messages/index.ts';
import { approvalsRepo } from './approvals-repo.ts';
import type { OrderRow } from './repo.ts';
import type { OrderService } from './service.ts';

type Deps = {
  db: Db;
  orders: OrderService;
  notify: Notify;
  /** The operator's unpaid-order minutes: an approved order's fresh pay window. */
  payMinutes: () => Promise<number>;
};

/** Only a main account approves; a sub-account is told so rather than shown nothing. */
function assertMain(buyer: Buyer) {
  if (!buyer.user.isMain) throw new AppError('forbidden', '只有主账号可以审批订单');
}

function refusal(o: OrderRow): AppError {
  if (o.status === 'cancelled') return new AppError('conflict', '订单已取消，不能再审批');
  if (o.approvedAt) return new AppError('conflict', '订单已审批通过，请勿重复操作');
  return new AppError('conflict', '该订单无需审批');
}

/** The 站内信 the store's main account gets when a sub-account's order waits for it. */
export function awaitingNotice(notify: Notify) {
  return (tx: DbOrTx, o: OrderRow) =>
    notify(tx, o.companyId, {
      kind: 'order_awaiting_approval',
      title: `订单 ${o.orderNo} 待您审批`,
      body: `子账号提交的订单 ¥${formatYuan(o.payFen)} ${o.approvalReason ?? ''}，请在订单超时前审批；超时未审批将自动取消。`,
      link: '/approvals',
      orderId: o.id,
    });
}

/**
 * Purchase approvals: the orders waiting for a main account in every store
 * it holds, approving them (payable with a fresh pay window) and rejecting
 * them with a reason (cancelled, stock and claims given back). An order of a
 * store the login is not a main account of is not found (404), whatever its id.
 */
export function approvalsService({ db, orders, notify, payMinutes }: Deps) {
  const storesOf = (buyer: Buyer) => approvalsRepo(db).storesOf(buyer.user.id);

  return {
    async list(buyer: Buyer): Promise<ApprovalItem[]> {
      assertMain(buyer);
      const rows = await approvalsRepo(db).waiting(await storesOf(buyer));
      return rows.map((r) => ({
        id: r.order.id,
        order_no: r.order.orderNo,
        company_id: r.order.companyId,
        company_name: r.companyName,
        username: r.username,
        pay_amount: formatYuan(r.order.payFen),
        reason: r.order.approvalReason ?? '',
        line_count: Number(r.lineCount),
        first_goods: r.firstGoods,
        created_at: r.order.createdAt.toISOString(),
        expires_at: r.order.expiresAt.toISOString(),
      }));
    },

    async approve(buyer: Buyer, id: number) {
      assertMain(buyer);
      const stores = await storesOf(buyer);
      const minutes = await payMinutes();
      return db.transaction(async (tx) => {
        const repo = approvalsRepo(tx);
        const o = await repo.lockWaiting(stores, id);
        if (!o) throw notFound('订单');
        if (o.status !== 'awaiting_approval') throw refusal(o);
        if (o.expiresAt.getTime() <= Date.now())
          throw new AppError('conflict', '订单已超时，将自动取消，请让子账号重新下单');
        const approved = await repo.approve(
          o.id,
          buyer.user.id,
          new Date(Date.now() + minutes * 60_000),
        );
        if (!approved) throw refusal(o);
        await notify(tx, o.companyId, {
          kind: 'order_approved',
          title: `订单 ${o.orderNo} 已审批通过`,
          body: `订单 ¥${formatYuan(o.payFen)} 已由主账号审批通过，请在 ${minutes} 分钟内完成支付。`,
          link: `/order/info/${o.id}`,
          orderId: o.id,
        });
        return orders.detailOf(tx, approved);
      });
    },

    async reject(buyer: Buyer, id: number, reason: string) {
      assertMain(buyer);
      const stores = await storesOf(buyer);
      const done = await db.transaction(async (tx) => {
        const o = await approvalsRepo(tx).lockWaiting(stores, id);
        if (!o) throw notFound('订单');
        if (o.status !== 'awaiting_approval') throw refusal(o);
        const given = await orders.cancelIn(tx, o.id, `审批未通过：${reason}`);
        if (!given) throw refusal(o);
        await notify(tx, o.companyId, {
          kind: 'order_rejected',
          title: `订单 ${o.orderNo} 审批未通过`,
          body: `主账号驳回了订单 ¥${formatYuan(o.payFen)}，原因：${reason}。订单已取消，商品库存已释放。`,
          link: `/order/info/${o.id}`,
          orderId: o.id,
        });
        return given;
      });
      await orders.cancelled(done);
      return orders.detailOf(db, done.order);
    },
  };
}

export type ApprovalsService = ReturnType<typeof approvalsService>;
