import type { AdminAfterSale, AfterSaleStage } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Notify } from '../messages/index.ts';
import type { OrderService } from '../order/index.ts';
import type { PointsService } from '../points/index.ts';
import type { ReturnAddress } from '../settings/index.ts';
import type { Audit } from '../staff/index.ts';
import { approvedNotice, declinedNotice, refundedNotice } from './notices.ts';
import { type AfterSaleRow, afterSaleRepo } from './repo.ts';
import { ACTIONS, AUDIT_TARGET, nextStep, statusText } from './serialize.ts';
import { type ActionTimes, OPEN_ORDER, presenter, releaseClaims } from './service.ts';
import { lineShareFen } from './share.ts';

/**
 * Sends part of an order's payment back inside the caller's transaction (the
 * payment module, bound at wiring: it is built after this one's dependencies);
 * answers how (balance or the provider's name).
 */
export type RefundPart = (
  tx: DbOrTx,
  orderId: number,
  amountFen: number,
  why: string,
) => Promise<string>;

type Deps = {
  db: Db;
  orders: OrderService;
  inventory: InventoryService;
  goodsChanged(ids: number[]): Promise<void>;
  refundPart: RefundPart;
  actionTimes: ActionTimes;
  audit: Audit;
  /** Takes back a completed order's points for the money refunded. */
  points: Pick<PointsService, 'reverse'>;
  /** A refund was just booked on the order, its points taken back, in the same transaction (满额返). */
  refunded?: (tx: DbOrTx, orderId: number) => Promise<void>;
  /** The buyer's 站内信 at each decision, in the step's transaction. */
  notify: Notify;
  /** The shop's return address (site settings), null until set. */
  returnAddress: () => Promise<ReturnAddress | null>;
};

const snapshot = (r: AfterSaleRow) => ({
  status: r.status,
  status_text: statusText(r.kind, r.status),
  amount: formatYuan(r.amountFen),
  refunded_amount: formatYuan(r.refundedFen),
});

export function afterSaleAdminService(deps: Deps) {
  const { db, orders, inventory, audit, refundPart, points, notify } = deps;
  const orderNoOf = async (tx: DbOrTx, r: AfterSaleRow) =>
    (await orders.afterSales.orderOf(tx, r.orderId))?.orderNo ?? '';
  const present = presenter(deps);

  async function full(tx: DbOrTx, rows: { request: AfterSaleRow; companyName: string }[]) {
    const shown = await present(
      tx,
      rows.map((r) => r.request),
    );
    const owners = new Map(
      (
        await orders.afterSales.ordersByIds(tx, [...new Set(rows.map((r) => r.request.orderId))])
      ).map((o) => [o.id, o]),
    );
    return shown.map((s, i): AdminAfterSale => {
      const o = owners.get(s.order_id);
      return {
        ...s,
        company_id: rows[i]!.request.companyId,
        company_name: rows[i]!.companyName,
        order_status: o?.status ?? '',
        order_pay_amount: formatYuan(o?.payFen ?? 0),
        ...nextStep(s.kind, s.status),
      };
    });
  }

  async function detail(tx: DbOrTx, r: AfterSaleRow) {
    const companyName = await afterSaleRepo(tx).companyName(r.companyId);
    return (await full(tx, [{ request: r, companyName }]))[0]!;
  }

  /** Runs a staff step: the conditional transition decides; a loser gets 409, a stranger 404. */
  async function step(
    id: number,
    refusal: (r: AfterSaleRow) => string,
    run: (tx: DbOrTx, before: AfterSaleRow) => Promise<AfterSaleRow | null>,
  ) {
    const before = await afterSaleRepo(db).find(id);
    if (!before) throw notFound('售后申请');
    const done = await db.transaction(async (tx) => {
      const after = await run(tx, before);
      if (!after) {
        const now = (await afterSaleRepo(tx).find(id)) ?? before;
        throw new AppError('conflict', refusal(now));
      }
      return after;
    });
    return detail(db, done);
  }

  const stateIs = (r: AfterSaleRow) => `该申请当前状态为「${statusText(r.kind, r.status)}」`;

  return {
    async page(stage: AfterSaleStage | undefined, keywords: string, pageNo: number, size: number) {
      const repo = afterSaleRepo(db);
      const [{ rows, total }, counts] = await Promise.all([
        repo.adminPage(stage, keywords, size, (pageNo - 1) * size),
        repo.stageCounts(),
      ]);
      return { ...page(await full(db, rows), total, pageNo, size), counts };
    },

    async one(id: number) {
      const r = await afterSaleRepo(db).find(id);
      if (!r) throw notFound('售后申请');
      return detail(db, r);
    },

    async approve(actor: Actor, id: number, note: string) {
      // Read before the transaction: the settings come through their own connection (and cache).
      const to = await deps.returnAddress();
      return step(
        id,
        (r) => `${stateIs(r)}，只有待审核的申请可以审核`,
        async (tx, before) => {
          const after = await afterSaleRepo(tx).transition(id, [{ status: 'pending' }], {
            status: 'approved',
            reviewNote: note,
          });
          if (!after) return null;
          await audit(tx, actor, {
            action: ACTIONS.approve,
            targetType: AUDIT_TARGET,
            targetId: id,
            before: snapshot(before),
            after: { ...snapshot(after), note },
          });
          await notify(tx, after.companyId, approvedNotice(after, await orderNoOf(tx, after), to));
          return after;
        },
      );
    },

    /** A declined request gives its quantities back to the order's lines. */
    decline: (actor: Actor, id: number, note: string) =>
      step(
        id,
        (r) => `${stateIs(r)}，只有待审核的申请可以审核`,
        async (tx, before) => {
          const after = await afterSaleRepo(tx).transition(id, [{ status: 'pending' }], {
            status: 'declined',
            reviewNote: note,
          });
          if (!after) return null;
          await releaseClaims(orders, tx, after);
          await audit(tx, actor, {
            action: ACTIONS.decline,
            targetType: AUDIT_TARGET,
            targetId: id,
            before: snapshot(before),
            after: { ...snapshot(after), note },
          });
          await notify(
            tx,
            after.companyId,
            declinedNotice(after, await orderNoOf(tx, after), note),
          );
          return after;
        },
      ),

    /** The warehouse has the returned goods: their stock goes back, with a 'return' ledger entry. */
    async receive(actor: Actor, id: number) {
      let goodsIds: number[] = [];
      const shown = await step(
        id,
        (r) =>
          r.kind !== 'return'
            ? '仅退款的申请没有退货'
            : `${stateIs(r)}，买家寄回商品后才能确认收货`,
        async (tx, before) => {
          const after = await afterSaleRepo(tx).transition(
            id,
            [{ status: 'returning', kind: 'return' }],
            { status: 'received' },
          );
          if (!after) return null;
          const lines = await afterSaleRepo(tx).lines([id]);
          const order = await orders.afterSales.orderOf(tx, after.orderId);
          await inventory.giveBack(
            tx,
            lines.map((l) => ({ id: l.orderLineId, goodsId: l.goodsId, quantity: l.quantity })),
            {
              kind: 'return',
              ref: `售后 ${id}（订单 ${order?.orderNo ?? ''}）`,
              staff: actor.staff.username,
            },
          );
          goodsIds = lines.map((l) => l.goodsId);
          await audit(tx, actor, {
            action: ACTIONS.receive,
            targetType: AUDIT_TARGET,
            targetId: id,
            before: snapshot(before),
            after: {
              ...snapshot(after),
              goods: lines.map((l) => ({ goods_id: l.goodsId, number: l.quantity })),
            },
          });
          return after;
        },
      );
      // Buyers see the stock at once.
      await deps.goodsChanged(goodsIds);
      return shown;
    },

    /**
     * Finance pays the request's amount back, once: the status moves to
     * refunded first (a concurrent twin finds nothing to move), then each
     * line's refunded money is raised within its paid share, then the money
     * goes to the balance or through the provider, all in one transaction.
     * Units of a line that has not shipped are marked refunded before
     * shipping (never sent) and go back to stock with a ledger entry.
     */
    async refund(actor: Actor, id: number) {
      let restocked: number[] = [];
      const shown = await step(
        id,
        (r) =>
          r.status === 'refunded'
            ? '该申请已退款'
            : r.kind === 'return'
              ? `${stateIs(r)}，仓库确认收货后才能退款`
              : `${stateIs(r)}，审核通过后才能退款`,
        async (tx, before) => {
          const repo = afterSaleRepo(tx);
          // Locked first, as shipping does: a parcel of this order and this
          // refund take turns, so the refund sees whether its lines left.
          await orders.afterSales.lockOrder(tx, before.orderId);
          const claimed = await repo.transition(
            id,
            [
              { status: 'approved', kind: 'refund' },
              { status: 'received', kind: 'return' },
            ],
            { status: 'refunded' },
          );
          if (!claimed) return null;
          const order = await orders.afterSales.orderOf(tx, claimed.orderId);
          if (!order || !OPEN_ORDER.has(order.status))
            throw new AppError('conflict', '订单已取消（货款已全额退回），不能再退款');
          const bought = new Map(
            (await orders.afterSales.linesOf(tx, order.id)).map((l) => [l.id, l]),
          );
          const unshipped: { id: number; goodsId: number; quantity: number }[] = [];
          for (const l of await repo.lines([id])) {
            const line = bought.get(l.orderLineId)!;
            if (!(await orders.afterSales.addRefund(tx, line.id, l.amountFen, lineShareFen(line))))
              throw new AppError('conflict', `${line.name} 的退款将超过其实付金额，不能退款`);
            if (line.shipmentId !== null) continue;
            // Refunded before it left: those units are never sent and go back to stock, once.
            if (!(await orders.afterSales.refundUnshipped(tx, line.id, l.quantity)))
              throw new AppError('conflict', `${line.name} 的未发货数量已变化，请刷新后重试`);
            unshipped.push({ id: line.id, goodsId: line.goodsId, quantity: l.quantity });
          }
          if (unshipped.length > 0) {
            await inventory.giveBack(tx, unshipped, {
              kind: 'cancel',
              ref: `售后退款 ${id}（订单 ${order.orderNo}，未发货）`,
              staff: actor.staff.username,
            });
            restocked = unshipped.map((u) => u.goodsId);
            // The rest may all have left already: the order is shipped now.
            if (order.status === 'paid') await orders.afterSales.shipIfNothingLeft(tx, order.id);
          }
          // Before the money moves: the company is locked before the wallet, as staff do.
          await points.reverse(tx, order, id);
          await deps.refunded?.(tx, order.id);
          const method =
            claimed.amountFen > 0
              ? await refundPart(
                  tx,
                  order.id,
                  claimed.amountFen,
                  `订单 ${order.orderNo} 售后退款（申请 ${id}）`,
                )
              : (order.payMethod ?? 'balance');
          const after = await repo.transition(id, [{ status: 'refunded' }], {
            refundedFen: claimed.amountFen,
            refundMethod: method,
          });
          await audit(tx, actor, {
            action: ACTIONS.refund,
            targetType: AUDIT_TARGET,
            targetId: id,
            before: snapshot(before),
            after: {
              ...snapshot(after!),
              refund_method: method,
              ...(unshipped.length > 0 && {
                restocked: unshipped.map((u) => ({ goods_id: u.goodsId, number: u.quantity })),
              }),
            },
          });
          await notify(tx, after!.companyId, refundedNotice(after!, order.orderNo));
          return after;
        },
      );
      // Buyers see the stock at once.
      if (restocked.length > 0) await deps.goodsChanged(restocked);
      return shown;
    },
  };
}

export type AfterSaleAdminService = ReturnType<typeof afterSaleAdminService>;
