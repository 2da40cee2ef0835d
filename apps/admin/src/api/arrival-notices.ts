import type { ArrivalWaitingRow, Page } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** Goods buyers wait for (到货通知), most companies first: what purchasing restocks first. */
export const arrivalWaitingQuery = (query: { page: number; page_size: number; keyword?: string }) =>
  queryOptions({
    queryKey: ['arrival-notices', query],
    queryFn: ({ signal }) =>
      api.get<Page<ArrivalWaitingRow>>('/admin-api/arrival-notices', { query, signal }),
    staleTime: 0,
  });

export type { ArrivalWaitingRow };
