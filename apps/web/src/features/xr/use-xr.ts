import type { XrList } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ORDER_QUERY_ROOT } from '../../api/query-keys';

/** GET /api/xr: the offers and whether this company may still buy (under orders: placing one refreshes it). */
export const xrQuery = () =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'xr'],
    queryFn: async ({ signal }) => (await api.get<XrList>('/api/xr', { signal })).data,
  });

export const useXr = () => useQuery(xrQuery());
