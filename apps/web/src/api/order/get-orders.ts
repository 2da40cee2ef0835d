import type { Order, OrderCounts, OrderStatus, Page } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

export type OrderListParams = { status: OrderStatus | 'all'; keywords?: string; page: number };

export type OrderPage = Page<Order> & { counts: OrderCounts };

export async function getOrders(params: OrderListParams, signal?: AbortSignal) {
  return (await api.get<OrderPage>('/api/order/list', { query: params, signal })).data;
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: OrderListParams) => useQuery(ordersQueryOptions(params));
