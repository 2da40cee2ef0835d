import type { ReviewState } from '@shop/contract';

const LABELS: Record<ReviewState, string> = {
  draft: '资料未提交',
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

/** Chinese text of a company's credentials review state. */
export function reviewLabel(review: ReviewState | undefined): string {
  return review ? (LABELS[review] ?? review) : '—';
}
