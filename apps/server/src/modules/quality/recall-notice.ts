import type { Notice } from '../messages/index.ts';

// The 站内信 a company gets when a lot it received is recalled (召回): the
// goods, the lot, the reason and what to do. Shared with the demo data, so
// its recalled lot's notice reads as a real one.

export function recallNotice(n: {
  goodsName: string;
  spec: string;
  manufacturer: string;
  lotNo: string;
  reason: string;
  /** The orders holding it, oldest first (the notice opens the first); shipped: the goods left the warehouse. */
  orders: { id: number; orderNo: string; shipped: boolean }[];
}): Notice {
  const numbers = (shipped: boolean) =>
    n.orders
      .filter((o) => o.shipped === shipped)
      .map((o) => o.orderNo)
      .join('、');
  const [received, waiting] = [numbers(true), numbers(false)];
  return {
    kind: 'lot_recall',
    title: `药品召回通知：${n.goodsName} 批号 ${n.lotNo}`,
    body:
      `${n.goodsName}（${n.spec}，${n.manufacturer}）批号 ${n.lotNo} 已被召回，原因：${n.reason}。` +
      (received
        ? `您已收到该批号药品（订单：${received}），请立即停止销售并封存该批号药品，联系客服办理退货。`
        : '') +
      // Not yet shipped: the order cannot ship these units (shipping refuses a frozen lot).
      (waiting
        ? `订单 ${waiting} 中的该批号药品尚未发出，将不再发货，客服将联系您办理退款或更换批号。`
        : ''),
    link: n.orders[0] ? `/order/info/${n.orders[0].id}` : '',
  };
}
