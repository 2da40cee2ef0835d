import type { JfscOrderPage } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

export type JfscOrdersParams = { page: number; status?: 'paid' | 'shipped' };

/** The company's points orders (exchanges and goods prizes). */
export async function getJfscOrders(params: JfscOrdersParams, signal?: AbortSignal) {
  return (await api.get<JfscOrderPage>('/api/jfsc/orders', { query: params, signal })).data;
}

export const jfscOrdersQueryOptions = (params: JfscOrdersParams) =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'jfdd', params],
    queryFn: ({ signal }) => getJfscOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useJfscOrders = (params: JfscOrdersParams) => useQuery(jfscOrdersQueryOptions(params));
