import type { PageQuery } from '@shop/contract';
// ProTable hands `request` its search-form values, `params` and paging; these turn
// them into the API's query fields.

import type { SearchTransformKeyFn } from '@ant-design/pro-components';
import dayjs from 'dayjs';

export type TableParams = Record<string, unknown> & { current?: number; pageSize?: number };

export const DEFAULT_PAGE_SIZE = 20;

export const pageOf = (params: TableParams): PageQuery => ({
  page: params.current ?? 1,
  page_size: params.pageSize ?? DEFAULT_PAGE_SIZE,
});

/** A trimmed text filter; empty means "any". */
export function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

export function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const day = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? undefined
    : dayjs(value as string).format('YYYY-MM-DD');

/** A dateRange search field sent as `from` and `to` (YYYY-MM-DD, both ends included). */
export const dateRangeSearch: { transform: SearchTransformKeyFn } = {
  transform: (value: unknown) => {
    const [from, to] = Array.isArray(value) ? value : [];
    return { from: day(from), to: day(to) };
  },
};
