import type { OrderLotReports } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** The 药检报告 of the lots an order received (docs/api-qualification.md), for approved buyers. */
export const orderLotReportsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'lot-reports', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<OrderLotReports>(`/api/order/${orderId}/lot-reports`, { signal })).data,
    staleTime: 60_000,
  });

export const useOrderLotReports = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderLotReportsQueryOptions(orderId), enabled });
