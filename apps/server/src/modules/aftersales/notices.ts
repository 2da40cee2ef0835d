import { refundMethodText } from '@shop/contract';
import { formatYuan } from '@shop/domain';
import type { Notice } from '../messages/index.ts';
import type { ReturnAddress } from '../settings/index.ts';
import type { AfterSaleRow } from './repo.ts';
import { KIND_TEXT } from './serialize.ts';

// The 站内信 the after-sales desk sends the buyer at each staff decision,
// inside the step's transaction: the notice exists exactly when the step
// committed. Each opens the order's detail, where the request's progress is.

const about = (r: AfterSaleRow) => ({ link: `/order/info/${r.orderId}`, orderId: r.orderId });

/** Approved: a return says where the goods go (or to ask for the address); a refund that money follows. */
export function approvedNotice(r: AfterSaleRow, orderNo: string, to: ReturnAddress | null): Notice {
  const what = `您在订单 ${orderNo} 的${KIND_TEXT[r.kind]}申请 #${r.id} 已通过审核`;
  if (r.kind !== 'return')
    return {
      kind: 'after_sale_approved',
      title: `售后申请已通过：订单 ${orderNo}`,
      body: `${what}，财务将为您退款 ¥${formatYuan(r.amountFen)}。`,
      ...about(r),
    };
  const where = to
    ? `请将商品寄回：${[to.receiver, to.phone, to.address].filter(Boolean).join('，')}`
    : '请联系客服获取退货地址后寄回商品';
  return {
    kind: 'after_sale_approved',
    title: `退货申请已通过，请寄回商品：订单 ${orderNo}`,
    body: `${what}。${where}。寄出后请在订单详情的售后进度中填写退货物流，仓库收货后为您退款 ¥${formatYuan(r.amountFen)}。`,
    ...about(r),
  };
}

export function declinedNotice(r: AfterSaleRow, orderNo: string, reason: string): Notice {
  return {
    kind: 'after_sale_declined',
    title: `售后申请未通过：订单 ${orderNo}`,
    body: `您在订单 ${orderNo} 的${KIND_TEXT[r.kind]}申请 #${r.id} 未通过审核。原因：${reason}`,
    ...about(r),
  };
}

/** Refunded: the amount and the way it went back, as the order detail words it. */
export function refundedNotice(r: AfterSaleRow, orderNo: string): Notice {
  const how = r.refundMethod ? `（${refundMethodText(r.refundMethod)}）` : '';
  return {
    kind: 'after_sale_refunded',
    title: `售后退款已完成：订单 ${orderNo}`,
    body: `您在订单 ${orderNo} 的${KIND_TEXT[r.kind]}申请 #${r.id} 已退款 ¥${formatYuan(r.refundedFen)}${how}。`,
    ...about(r),
  };
}
