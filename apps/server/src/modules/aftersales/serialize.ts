import {
  AFTER_SALE_STEP_PERMISSION,
  type AfterSale,
  type AfterSaleKind,
  type AfterSaleStatus,
  type AfterSaleStep,
  refundMethodText,
  roleNamesWith,
  type StaffPermission,
} from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { ReturnAddress } from '../settings/index.ts';
import type { AfterSaleLineRow, AfterSaleRow } from './repo.ts';

export const KIND_TEXT: Record<string, string> = { refund: '仅退款', return: '退货退款' };

export function statusText(kind: string, status: string): string {
  switch (status) {
    case 'pending':
      return '待审核';
    case 'approved':
      return kind === 'return' ? '待寄回商品' : '待退款';
    case 'returning':
      return '待仓库收货';
    case 'received':
      return '待退款';
    case 'refunded':
      return '已退款';
    case 'declined':
      return '已拒绝';
    case 'cancelled':
      return '已取消';
    default:
      return status;
  }
}

/**
 * Who acts next on a request and what they do: the staff step's permission
 * (null when the buyer acts, or the request has ended) and the words the
 * console shows, naming the roles that hold that permission.
 */
export function nextStep(
  kind: string,
  status: string,
): {
  next_text: string;
  next_permission: StaffPermission | null;
} {
  const staff = (step: keyof typeof AFTER_SALE_STEP_PERMISSION, what: string) => {
    const p = AFTER_SALE_STEP_PERMISSION[step];
    return { next_text: `下一步：${roleNamesWith(p)}${what}`, next_permission: p };
  };
  if (status === 'pending') return staff('approve', '审核');
  if (status === 'approved' && kind === 'return')
    return { next_text: '下一步：买家寄回商品', next_permission: null };
  if (status === 'returning') return staff('receive', '确认收到退货');
  if (status === 'approved' || status === 'received') return staff('refund', '退款');
  return { next_text: '', next_permission: null };
}

/** Staff actions on a request, by audit action name, with their times. */
export type StaffTimes = Map<string, Date>;

export const AUDIT_TARGET = 'after_sale';
export const ACTIONS = {
  approve: 'aftersale.approve',
  decline: 'aftersale.decline',
  receive: 'aftersale.receive',
  refund: 'aftersale.refund',
} as const;

/**
 * Every step of the request in order, with its time once reached. Staff
 * steps take their time from the audit entry that committed with them; the
 * buyer's from the request itself (updated_at is the buyer's last step:
 * applying, sending the goods back or cancelling; staff writes leave it).
 */
function steps(r: AfterSaleRow, staff: StaffTimes): AfterSaleStep[] {
  const at = (d: Date | undefined | null) => (d ? d.toISOString() : null);
  const out: AfterSaleStep[] = [{ key: 'apply', title: '提交申请', time: at(r.createdAt) }];
  if (r.status === 'cancelled')
    return [...out, { key: 'cancelled', title: '已取消', time: at(r.updatedAt) }];
  if (r.status === 'declined')
    return [...out, { key: 'declined', title: '审核未通过', time: at(staff.get(ACTIONS.decline)) }];
  out.push({ key: 'approved', title: '审核通过', time: at(staff.get(ACTIONS.approve)) });
  if (r.kind === 'return') {
    out.push({
      key: 'returning',
      title: '寄回商品',
      time: r.returnTrackingNo ? at(r.updatedAt) : null,
    });
    out.push({ key: 'received', title: '仓库收货', time: at(staff.get(ACTIONS.receive)) });
  }
  out.push({ key: 'refunded', title: '退款完成', time: at(staff.get(ACTIONS.refund)) });
  return out;
}

/** An approved return waits for its goods: the buyer is shown where to send them. */
export const goodsDue = (r: Pick<AfterSaleRow, 'kind' | 'status'>) =>
  r.kind === 'return' && r.status === 'approved';

export function serializeAfterSale(
  r: AfterSaleRow,
  orderNo: string,
  lines: AfterSaleLineRow[],
  staff: StaffTimes,
  returnTo: ReturnAddress | null,
): AfterSale {
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: orderNo,
    kind: r.kind as AfterSaleKind,
    kind_text: KIND_TEXT[r.kind] ?? r.kind,
    status: r.status as AfterSaleStatus,
    status_text: statusText(r.kind, r.status),
    reason: r.reason,
    photos: r.photos,
    review_note: r.reviewNote,
    return_carrier: r.returnCarrier ?? '',
    return_tracking_no: r.returnTrackingNo ?? '',
    amount: formatYuan(r.amountFen),
    refunded_amount: formatYuan(r.refundedFen),
    refund_method: r.refundMethod ?? '',
    refund_method_text: r.refundMethod ? refundMethodText(r.refundMethod) : '',
    return_address: goodsDue(r) ? returnTo : null,
    lines: lines.map((l) => ({
      order_line_id: l.orderLineId,
      goods_id: l.goodsId,
      name: l.name,
      ypgg: l.specification,
      bzdw: l.unit,
      number: l.quantity,
      amount: formatYuan(l.amountFen),
    })),
    steps: steps(r, staff),
    created_at: r.createdAt.toISOString(),
  };
}
