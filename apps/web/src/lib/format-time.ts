import dayjs from 'dayjs';

/** '2026-11-23 14:05' for an API timestamp; text the parser cannot read is shown as sent. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : value;
}

/** '2026-11-23' for an API timestamp or date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : value;
}
