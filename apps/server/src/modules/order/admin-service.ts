import { type OrderLineLot, PAY_METHOD_TEXT } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/staff-session.ts';
import type { CarriersService } from '../carriers/index.ts';
import type { InventoryService } from '../inventory/index.ts';
import type { Notify } from '../messages/index.ts';
import type { Audit } from '../staff/index.ts';
import { type OpenAfterSales, type RefundPaid, staffCancel } from './admin-cancel.ts';
import { type AdminOrderFilter, orderAdminRepo } from './admin-repo.ts';
import type { OrderHooks, Parcel } from './group-orders.ts';
import type { OrderRefunds } from './refunds.ts';
import { type OrderLineRow, type OrderRow, orderRepo } from './repo.ts';
import { presentRefunds, serializeOrder } from './serialize.ts';
import type { OrderService } from './service.ts';

const PAYMENT_STATUS: Record<string, string> = {
  pending: '待支付',
  succeeded: '已支付',
  refunded: '已原路退回',
};

/** The parcels with the ids of the order lines in each, first parcel first. */
function parcels(lines: OrderLineRow[]) {
  const byId = new Map<
    number,
    { id: number; carrier: string; tracking_no: string; lines: number[]; created_at: string }
  >();
  for (const l of lines) {
    if (l.shipmentId === null || !l.shipment) continue;
    const p = byId.get(l.shipmentId) ?? {
      id: l.shipmentId,
      carrier: l.shipment.carrier,
      tracking_no: l.shipment.trackingNo,
      lines: [],
      created_at: l.shipment.createdAt.toISOString(),
    };
    p.lines.push(l.id);
    byId.set(l.shipmentId, p);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function present(
  o: OrderRow,
  company: string,
  lines: OrderLineRow[],
  /** The detail's undecided after-sales lines (the list leaves them out). */
  open?: Map<number, number>,
  userName = '',
  /** The detail's lots per line (the list leaves them out). */
  lots?: Map<number, OrderLineLot[]>,
) {
  const buyerView = serializeOrder(o, lines, userName, undefined, lots);
  return {
    ...buyerView,
    company_id: o.companyId,
    company_name: company,
    lines: buyerView.lines.map((l, i) => ({
      ...l,
      id: lines[i]!.id,
      shipment_id: lines[i]!.shipmentId,
      // Units in after-sales requests; on an unshipped line these are refunds, not sent.
      claimed: lines[i]!.claimedQuantity,
      // The undecided request holding this line (0: none): it cannot ship until then.
      ...(open && { after_sale_id: open.get(lines[i]!.id) ?? 0 }),
    })),
    shipments: parcels(lines),
  };
}

export function orderAdminService(deps: {
  db: Db;
  audit: Audit;
  orders: OrderService;
  refundPaid: RefundPaid;
  openAfterSales: OpenAfterSales;
  notify: Notify;
  refundsOf: OrderRefunds;
  inventory: InventoryService;
  carriers: CarriersService;
  /** shipping (追溯码 complete, in the transaction) and shipped (after it commits). */
  hooks: Required<Pick<OrderHooks, 'shipping' | 'shipped'>>;
}) {
  const { db, audit } = deps;
  const reads = orderAdminRepo(db);
  const cancel = staffCancel(deps);

  async function one(id: number) {
    const row = await reads.one(id);
    if (!row) throw notFound('订单');
    const [lines, pays, open, refunds] = await Promise.all([
      orderRepo(db).lines([id]),
      reads.payments(id),
      deps.openAfterSales(db, id),
      deps.refundsOf(db, id),
    ]);
    const [lots, cold] = await Promise.all([
      deps.inventory.linesLots(
        db,
        lines.map((l) => l.id),
      ),
      // The ship form offers only cold-chain carriers for a parcel with 冷链 goods.
      reads.coldChain([...new Set(lines.map((l) => l.goodsId))]),
    ]);
    const shown = present(row.order, row.company, lines, open, row.userName, lots);
    return {
      ...shown,
      lines: shown.lines.map((l) => ({
        ...l,
        is_cold_chain: (cold.has(l.goods_id) ? 1 : 0) as 0 | 1,
      })),
      ...presentRefunds(refunds),
      payments: pays.map((p) => ({
        id: p.id,
        method_text: PAY_METHOD_TEXT[p.provider] ?? p.provider,
        trade_no: p.tradeNo,
        provider: p.provider,
        amount: formatYuan(p.amountFen),
        status: p.status,
        status_text: PAYMENT_STATUS[p.status] ?? p.status,
        created_at: p.createdAt.toISOString(),
        paid_at: p.paidAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    async page(f: AdminOrderFilter, pageNo: number, pageSize: number) {
      const { rows, total, counts } = await reads.page(f, pageSize, (pageNo - 1) * pageSize);
      const lines = await orderRepo(db).lines(rows.map((r) => r.order.id));
      return {
        data: rows.map((r) =>
          present(
            r.order,
            r.company,
            lines.filter((l) => l.orderId === r.order.id),
            undefined,
            r.userName,
          ),
        ),
        total,
        current_page: pageNo,
        per_page: pageSize,
        last_page: Math.max(1, Math.ceil(total / pageSize)),
        counts: {
          awaiting_approval: counts.awaiting_approval ?? 0,
          unpaid: counts.unpaid ?? 0,
          paid: counts.paid ?? 0,
          shipped: counts.shipped ?? 0,
          completed: counts.completed ?? 0,
          cancelled: counts.cancelled ?? 0,
          grouping: counts.grouping ?? 0,
        },
      };
    },

    one,

    /** Cancels an unpaid or paid-unshipped order, with everything it held given back. */
    async cancel(actor: Actor, id: number, reason: string) {
      await cancel(actor, id, reason);
      return one(id);
    },

    /**
     * Ships some (or all unshipped) lines of a paid order in one parcel, with
     * a carrier of the list (a cold-chain one when the parcel holds 冷链 goods).
     */
    async ship(
      actor: Actor,
      id: number,
      by: { id?: number | undefined; text?: string | undefined },
      trackingNo: string,
      lineIds?: number[],
    ) {
      const parcel = await db.transaction(async (tx): Promise<Parcel> => {
        const repo = orderRepo(tx);
        // Locked first: a buyer's after-sales request waits for the parcel, or the parcel for it.
        const before = await repo.lock(id);
        if (!before) throw notFound('订单');
        const lines = await repo.lines([id]);
        if (lineIds) {
          const own = new Set(lines.map((l) => l.id));
          if (lineIds.some((l) => !own.has(l)))
            throw new AppError('validation', '发货商品不属于该订单', {
              lines: ['发货商品不属于该订单'],
            });
        }
        const open = await deps.openAfterSales(tx, id);
        const held = lines.find(
          (l) => l.shipmentId === null && (!lineIds || lineIds.includes(l.id)) && open.has(l.id),
        );
        if (held)
          throw new AppError(
            'conflict',
            `「${held.name}」有待处理的售后申请 #${open.get(held.id)}，请先审核或办理退款再发货`,
          );
        const parcel = lines.filter(
          (l) => l.shipmentId === null && (!lineIds || lineIds.includes(l.id)),
        );
        const cold = await orderAdminRepo(tx).coldChain(parcel.map((l) => l.goodsId));
        const coldLine = parcel.find((l) => cold.has(l.goodsId));
        const carrier = (await deps.carriers.forParcel(tx, by, coldLine?.name ?? null)).name;
        const shipped = await repo.ship(id, carrier, trackingNo, lineIds);
        if (!shipped)
          throw new AppError(
            'conflict',
            before.status === 'paid'
              ? '所选商品均已发货或已在发货前全部退款'
              : `订单${before.status === 'unpaid' ? '未支付' : '不在待发货状态'}，不能发货`,
          );
        const sent = { orderId: id, shipmentId: shipped.shipmentId, lineIds: shipped.lineIds };
        await deps.hooks.shipping(tx, sent);
        await audit(tx, actor, {
          action: 'order.ship',
          targetType: 'order',
          targetId: id,
          before: { status: before.status },
          after: {
            status: shipped.complete ? 'shipped' : before.status,
            carrier,
            tracking_no: trackingNo,
            lines: lineIds ?? 'all',
          },
        });
        await deps.notify(tx, before.companyId, {
          kind: 'order_shipped',
          title: `订单 ${before.orderNo} 已发货`,
          body: `${shipped.complete ? '您的订单已全部发出' : '您的订单有商品已发出'}：${carrier}，运单号 ${trackingNo}。`,
          link: `/order/info/${id}`,
          orderId: id,
        });
        return sent;
      });
      await deps.hooks.shipped(parcel);
      return one(id);
    },
  };
}

export type OrderAdminService = ReturnType<typeof orderAdminService>;
