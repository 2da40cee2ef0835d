import dayjs from 'dayjs';

/**
 * What is left of a near-expiry goods' shelf life, as buyers of 近效期 goods
 * read it: '剩余效期 45 天' under three months, '剩余效期 5 个月' after, '已过期'.
 * null when the expiry date cannot be read.
 */
export function shelfLifeLeft(expiry: string, today = dayjs()): string | null {
  const end = dayjs(expiry);
  if (!expiry || !end.isValid()) return null;
  const days = end.startOf('day').diff(today.startOf('day'), 'day');
  if (days < 0) return '已过期';
  if (days < 90) return `剩余效期 ${days} 天`;
  return `剩余效期 ${end.diff(today, 'month')} 个月`;
}
