import type { CashBackZone } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** GET /api/hb: the 满额返 period, its tiers and the buyer's progress (under orders: placing or paying one refreshes it). */
export const cashBackQuery = () =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'cash-back'],
    queryFn: async ({ signal }) => (await api.get<CashBackZone>('/api/hb', { signal })).data,
  });

export const useCashBack = () => useQuery(cashBackQuery());
