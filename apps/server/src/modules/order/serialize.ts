import {
  invoiceTypes,
  type Order,
  type OrderLineLot,
  PAY_METHOD_TEXT,
  refundMethodText,
} from '@shop/contract';
import { formatYuan, LINE_PROMO_TAGS, type LinePromo } from '@shop/domain';
import type { RefundedMoney } from './refunds.ts';
import type { OrderLineRow, OrderRow, OrderStatus } from './repo.ts';

const yuan = formatYuan;

export const STATUS_TEXT: Record<string, string> = {
  awaiting_approval: '待审批',
  unpaid: '待支付',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  grouping: '待成团',
};

/** An unpaid order whose buyer chose 对公转账 waits for finance, not for the buyer. */
export const statusText = (o: Pick<OrderRow, 'status' | 'payMethod'>) =>
  o.status === 'unpaid' && o.payMethod === 'transfer'
    ? '待确认到账'
    : (STATUS_TEXT[o.status] ?? o.status);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A line's promotion in the words step 2 shows; a package line says which package. */
function presentPromo(p: LinePromo | null): Order['lines'][number]['promo'] {
  if (!p) return null;
  const tag = LINE_PROMO_TAGS[p.kind];
  return p.kind === 'package'
    ? {
        kind: p.kind,
        tag: tag.text,
        title: `组合购：${p.name}`,
        combination_id: p.id,
        combination_name: p.name,
      }
    : { kind: p.kind, tag: tag.text, title: tag.title };
}

function events(o: OrderRow, lines: OrderLineRow[]) {
  const out = [
    {
      time: o.createdAt.toISOString(),
      text: o.approvalReason
        ? `订单已提交，${o.approvalReason}，等待主账号审批`
        : '订单已提交，等待付款',
    },
  ];
  if (o.approvedAt)
    out.push({ time: o.approvedAt.toISOString(), text: '主账号已审批通过，等待付款' });
  if (o.paidAt)
    out.push({
      time: o.paidAt.toISOString(),
      text: `订单已支付：${PAY_METHOD_TEXT[o.payMethod ?? ''] ?? ''}，${o.status === 'grouping' ? '等待成团' : '等待仓库发货'}`,
    });
  for (const p of shipmentsOf(lines))
    out.push({
      time: p.shipped_at,
      text: `已发货：${p.carrier} ${p.tracking_no}（${p.goods.length} 种商品）`,
    });
  if (o.shippedAt)
    out.push({ time: o.shippedAt.toISOString(), text: '商品已全部发出，等待确认收货' });
  if (o.completedAt) out.push({ time: o.completedAt.toISOString(), text: '已签收，订单完成' });
  if (o.cancelledAt)
    out.push({ time: o.cancelledAt.toISOString(), text: `订单已取消：${o.cancelReason ?? ''}` });
  return out;
}

/** Lines grouped by the parcel they went in, first parcel first. */
function shipmentsOf(lines: OrderLineRow[]): Order['shipments'] {
  const byParcel = new Map<number, Order['shipments'][number]>();
  for (const l of lines) {
    if (!l.shipment || l.shipmentId === null) continue;
    let parcel = byParcel.get(l.shipmentId);
    if (!parcel) {
      parcel = {
        id: l.shipmentId,
        carrier: l.shipment.carrier,
        tracking_no: l.shipment.trackingNo,
        shipped_at: l.shipment.createdAt.toISOString(),
        goods: [],
      };
      byParcel.set(l.shipmentId, parcel);
    }
    // What left in the parcel: units refunded before it left stayed behind.
    parcel.goods.push({
      goods_id: l.goodsId,
      name: l.name,
      number: l.quantity - l.unshippedRefundQuantity,
    });
  }
  return [...byParcel.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
}

/**
 * 已退款: the sum of the order's refunds in fen, formatted once, and one part
 * per way the money went back, largest first.
 */
export function presentRefunds(parts: RefundedMoney[]): Pick<Order, 'refunded_amount' | 'refunds'> {
  const byMethod = new Map<string, number>();
  for (const p of parts)
    if (p.fen > 0) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.fen);
  const ways = [...byMethod].sort(([, a], [, b]) => b - a);
  return {
    refunded_amount: yuan(ways.reduce((n, [, fen]) => n + fen, 0)),
    refunds: ways.map(([method, fen]) => ({
      method,
      method_text: refundMethodText(method),
      amount: yuan(fen),
    })),
  };
}

/**
 * `refunds` given (a detail): the answer carries 已退款; `lots` given (a
 * detail), each line carries the lots it received; lists leave both out.
 */
export function serializeOrder(
  o: OrderRow,
  lines: OrderLineRow[],
  userName = '',
  refunds?: RefundedMoney[],
  lots?: Map<number, OrderLineLot[]>,
): Order {
  return {
    id: o.id,
    order_no: o.orderNo,
    user_name: userName,
    status: o.status as OrderStatus,
    status_text: statusText(o),
    goods_amount: yuan(o.goodsFen),
    manjian_reduce: yuan(o.reductionFen),
    coupon_reduce: yuan(o.couponFen),
    voucher_reduce: yuan(o.voucherFen),
    shipping_fee: yuan(o.shippingFen),
    pay_amount: yuan(o.payFen),
    paid_amount: yuan(o.paidFen),
    pay_method: o.payMethod ?? '',
    pay_method_text: PAY_METHOD_TEXT[o.payMethod ?? ''] ?? '',
    own_funds_only: o.ownFundsOnly ? 1 : 0,
    invoice_type: o.invoiceType,
    invoice_text: invoiceTypes.find((t) => t.id === o.invoiceType)?.name ?? '',
    remark: o.remark,
    address: o.address,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    expires_at: iso(o.expiresAt),
    cancelled_at: iso(o.cancelledAt),
    cancel_reason: o.cancelReason ?? '',
    number_total: lines.reduce((n, l) => n + l.quantity, 0),
    lines: lines.map((l) => ({
      goods_id: l.goodsId,
      name: l.name,
      sccj: l.manufacturer,
      ypgg: l.specification,
      bzdw: l.unit,
      logo: `/img/goods/${l.goodsId}/1.svg`,
      number: l.quantity,
      price: yuan(l.unitPriceFen),
      amount: yuan(l.amountFen),
      unshipped_refund: l.unshippedRefundQuantity,
      miaosha_goods_id: l.flashGoodsId ?? 0,
      type: l.kind,
      promo: presentPromo(l.promo),
      ...(lots && { lots: lots.get(l.id) ?? [] }),
    })),
    logistics: o.carrier
      ? { company: o.carrier, tracking_no: o.trackingNo ?? '', traces: o.traces }
      : null,
    shipments: shipmentsOf(lines),
    events: events(o, lines),
    ...(refunds && presentRefunds(refunds)),
  };
}
