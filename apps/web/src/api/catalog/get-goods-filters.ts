import type { GoodsFilters as GoodsFilterOptions } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import type { GoodsFilters } from './get-goods-list';

/**
 * The categories that hold goods matching the same filters as the list, and
 * the manufacturers (top 30) without the chosen one, each with its count.
 */
export async function getGoodsFilters(
  filters: GoodsFilters,
  signal?: AbortSignal,
): Promise<GoodsFilterOptions> {
  return (await api.get<GoodsFilterOptions>('/api/goods/filters', { query: filters, signal })).data;
}

export const goodsFiltersQueryOptions = (filters: GoodsFilters) =>
  queryOptions({
    queryKey: ['goods-filters', filters],
    queryFn: ({ signal }) => getGoodsFilters(filters, signal),
    staleTime: 5 * 60_000,
  });

/** The options beside a list; the list view and its filter rows share this one query. */
export const useGoodsFilters = (filters: GoodsFilters) =>
  useQuery(goodsFiltersQueryOptions(filters));
