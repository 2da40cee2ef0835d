import type { AdminCompany, CompanyStatus } from '@shop/contract';

export const COMPANY_TABS: { key: CompanyStatus | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'rejected', label: '已驳回' },
  { key: 'draft', label: '注册中' },
  { key: 'frozen', label: '已冻结' },
];

const STATUSES = new Set<string>(COMPANY_TABS.map((t) => t.key).filter((k) => k !== 'all'));

export const companyStatusOf = (value: string | null): CompanyStatus | undefined =>
  value && STATUSES.has(value) ? (value as CompanyStatus) : undefined;

const REVIEW_COLORS: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  draft: 'default',
};

/** The tag colour of a company's review state; frozen wins over it. */
export const reviewColor = (row: Pick<AdminCompany, 'review' | 'frozen'>) =>
  row.frozen ? 'warning' : (REVIEW_COLORS[row.review] ?? 'default');
