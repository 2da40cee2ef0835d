import type { AfterSaleStage } from '../../api/aftersales';

export const STAGE_TABS: { key: AfterSaleStage | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待审核' },
  { key: 'to_return', label: '待退货' },
  { key: 'returning', label: '待收货' },
  { key: 'to_refund', label: '待退款' },
  { key: 'refunded', label: '已退款' },
  { key: 'declined', label: '已拒绝' },
  { key: 'cancelled', label: '已取消' },
];

const STAGES = new Set<string>(STAGE_TABS.map((t) => t.key).filter((k) => k !== 'all'));

export const stageOf = (value: string | null | undefined): AfterSaleStage | undefined =>
  value && STAGES.has(value) ? (value as AfterSaleStage) : undefined;

export const tabItems = (counts: Partial<Record<AfterSaleStage, number>> | null) =>
  STAGE_TABS.map(({ key, label }) => ({
    key,
    label: counts && key !== 'all' ? `${label}（${counts[key] ?? 0}）` : label,
  }));

export const STATUS_COLORS: Record<string, string> = {
  pending: 'orange',
  approved: 'blue',
  returning: 'cyan',
  received: 'purple',
  refunded: 'green',
  declined: 'red',
  cancelled: 'default',
};
