import type { GroupbuyOfOrder } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GROUPBUY_QUERY_ROOT } from '../query-keys';

export async function getOrderGroup(orderId: number, signal?: AbortSignal) {
  return (await api.get<GroupbuyOfOrder | null>(`/api/pintuan/order/${orderId}`, { signal })).data;
}

export const orderGroupQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [GROUPBUY_QUERY_ROOT, 'order', orderId],
    queryFn: ({ signal }) => getOrderGroup(orderId, signal),
  });

/** The group of an order: null when it is not a group-buy order. */
export const useOrderGroup = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderGroupQueryOptions(orderId), enabled: enabled && orderId > 0 });
