import type { OrderCounts, OrderStatus } from '@shop/contract';

export const ORDER_TABS: { key: OrderStatus | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  // A sub-account's order over its limits, waiting for the buyer's main account.
  { key: 'awaiting_approval', label: '待审批' },
  { key: 'unpaid', label: '待付款' },
  { key: 'grouping', label: '待成团' },
  { key: 'paid', label: '待发货' },
  { key: 'shipped', label: '已发货' },
  { key: 'completed', label: '已完成' },
  { key: 'cancelled', label: '已取消' },
];

/** The staff's word for a status (the buyer's API says 待收货 where staff say 已发货). */
export const statusLabel = (status: OrderStatus) =>
  ORDER_TABS.find((t) => t.key === status)?.label ?? status;

const STATUSES = new Set<string>(ORDER_TABS.map((t) => t.key).filter((k) => k !== 'all'));

export const orderStatusOf = (value: string | null | undefined): OrderStatus | undefined =>
  value && STATUSES.has(value) ? (value as OrderStatus) : undefined;

/** The tabs' labels, with the count per status once the list has answered. */
export const tabItems = (counts: OrderCounts | null) =>
  ORDER_TABS.map(({ key, label }) => ({
    key,
    label: counts && key !== 'all' ? `${label}（${counts[key] ?? 0}）` : label,
  }));

export const STATUS_COLORS: Record<OrderStatus, string> = {
  awaiting_approval: 'gold',
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
  grouping: 'purple',
};
