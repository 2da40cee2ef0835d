import { useSearchParams } from 'react-router';
import type { GoodsFilters, GoodsSort, SortOrder } from '../../api/catalog/get-goods-list';

/** Every list filter lives in the URL query, so back/forward and shared links work. */
const FILTER_KEYS = [
  'select',
  'yx',
  'zy',
  'zs',
  'bjp',
  'qx',
  'jxq',
  'kxpz',
  'keywords',
  'sccj',
  'has_stock',
] as const satisfies readonly (keyof GoodsFilters)[];

const SORTS: readonly GoodsSort[] = ['default', 'sale', 'price', 'new'];

export type ListPatch = Partial<
  Record<keyof GoodsFilters | 'sort' | 'order' | 'page', string | null>
>;

export type ListState = {
  filters: GoodsFilters;
  sort: GoodsSort;
  order: SortOrder | undefined;
  page: number;
  /** Applies a change; any change but paging starts again at page 1. */
  update: (patch: ListPatch) => void;
};

/** `fixed` markers belong to the route (a goods channel) and cannot be changed from the query. */
export function useListState(fixed: GoodsFilters = {}): ListState {
  const [params, setParams] = useSearchParams();

  const filters: GoodsFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  Object.assign(filters, fixed);

  const sortParam = params.get('sort') as GoodsSort | null;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'default';
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = (patch: ListPatch) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  return { filters, sort, order, page, update };
}
