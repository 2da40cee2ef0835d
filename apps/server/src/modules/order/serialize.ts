import { invoiceTypes, type Order, PAY_METHOD_TEXT } from '@shop/contract';
import { formatYuan, LINE_PROMO_TAGS, type LinePromo } from '@shop/domain';
import type { OrderLineRow, OrderRow, OrderStatus } from './repo.ts';

const yuan = formatYuan;

export const STATUS_TEXT: Record<string, string> = {
  unpaid: '待支付',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  grouping: '待成团',
};

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
  const out = [{ time: o.createdAt.toISOString(), text: '订单已提交，等待付款' }];
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

export function serializeOrder(o: OrderRow, lines: OrderLineRow[], userName = ''): Order {
  return {
    id: o.id,
    order_no: o.orderNo,
    user_name: userName,
    status: o.status as OrderStatus,
    status_text: STATUS_TEXT[o.status] ?? o.status,
    goods_amount: yuan(o.goodsFen),
    manjian_reduce: yuan(o.reductionFen),
    coupon_reduce: yuan(o.couponFen),
    voucher_reduce: yuan(o.voucherFen),
    shipping_fee: yuan(o.shippingFen),
    pay_amount: yuan(o.payFen),
    paid_amount: yuan(o.paidFen),
    pay_method: o.payMethod ?? '',
    pay_method_text: PAY_METHOD_TEXT[o.payMethod ?? ''] ?? '',
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
    })),
    logistics: o.carrier
      ? { company: o.carrier, tracking_no: o.trackingNo ?? '', traces: o.traces }
      : null,
    shipments: shipmentsOf(lines),
    events: events(o, lines),
  };
}
