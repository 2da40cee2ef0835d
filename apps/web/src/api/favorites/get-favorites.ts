import type { Goods, Page } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export async function getFavorites(page: number, signal?: AbortSignal): Promise<Page<Goods>> {
  return (await api.get<Page<Goods>>('/api/favorite', { query: { page }, signal })).data;
}

export const FAVORITES_QUERY_ROOT = 'favorites';

export const favoritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [FAVORITES_QUERY_ROOT, page],
    queryFn: ({ signal }) => getFavorites(page, signal),
    placeholderData: keepPreviousData,
  });

export const useFavorites = (page: number) => useQuery(favoritesQueryOptions(page));
