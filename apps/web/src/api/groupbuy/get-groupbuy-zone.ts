import type { GroupbuyPage } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GROUPBUY_QUERY_ROOT } from '../query-keys';

export async function getGroupbuyZone(page: number, signal?: AbortSignal) {
  return (await api.get<GroupbuyPage>('/api/pintuan', { query: { page }, signal })).data;
}

export const groupbuyZoneQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [GROUPBUY_QUERY_ROOT, 'zone', page],
    queryFn: ({ signal }) => getGroupbuyZone(page, signal),
    placeholderData: keepPreviousData,
  });

export const useGroupbuyZone = (page: number) => useQuery(groupbuyZoneQueryOptions(page));
