import type { Order } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return (await api.get<Order>(`/api/order/${id}`, { signal })).data;
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'detail', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
  });

export const useOrder = (id: number) =>
  useQuery({ ...orderQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
