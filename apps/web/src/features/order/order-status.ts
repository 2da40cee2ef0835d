import type { OrderCounts, OrderStatus } from '@shop/contract';

/** The order statuses, 全部, and 售后 (the company's after-sales requests). */
export type OrderTab = OrderStatus | 'all' | 'aftersales';

/** The order centre's tabs, in the order the spec lists them. */
export const ORDER_TABS: { key: OrderTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'awaiting_approval', label: '待审批' },
  { key: 'unpaid', label: '待支付' },
  { key: 'grouping', label: '待成团' },
  { key: 'paid', label: '待发货' },
  { key: 'shipped', label: '待收货' },
  { key: 'completed', label: '已完成' },
  { key: 'cancelled', label: '已取消' },
  { key: 'aftersales', label: '售后' },
];

export const STATUS_COLORS: Record<OrderStatus, string> = {
  awaiting_approval: 'gold',
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
  grouping: 'purple',
};

/** A tab from the URL; anything unknown is 全部. */
export function parseOrderTab(value: string | null): OrderTab {
  return ORDER_TABS.some((t) => t.key === value) ? (value as OrderTab) : 'all';
}

/** '待支付 (3)': a tab's label with its count; 全部 and empty tabs have none. */
export function tabLabel(tab: OrderTab, label: string, counts: OrderCounts | undefined): string {
  if (tab === 'all' || tab === 'aftersales' || !counts) return label;
  const n = counts[tab];
  return n > 0 ? `${label}（${n}）` : label;
}
