import type { BuyerTraceCodes } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** The 药品追溯码 of an order's shipped units (docs/api-trace.md). */
export const traceCodesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'trace-codes', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<BuyerTraceCodes>(`/api/order/${orderId}/trace-codes`, { signal })).data,
    staleTime: 0,
  });

export const useTraceCodes = (orderId: number) => useQuery(traceCodesQueryOptions(orderId));

/** The CSV download (the session cookie goes along). */
export const traceCodesCsvUrl = (orderId: number) => `/api/order/${orderId}/trace-codes?format=csv`;
