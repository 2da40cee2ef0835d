import type { OrderCheck } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

export type OrderCheckParams = {
  ids: number[];
  address_id?: number;
  /** 0: no coupon; undefined: the server picks the best usable one. */
  coupon_id?: number;
  /** A cash voucher, applied only when chosen (0 or undefined: none). */
  voucher_id?: number;
};

/** Step 2's lines, addresses, coupons and amounts for the chosen cart lines. */
export async function checkOrder(params: OrderCheckParams): Promise<OrderCheck> {
  return (await api.post<OrderCheck>('/api/order/check', { body: params })).data;
}

export const orderCheckQueryOptions = (params: OrderCheckParams) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'check', params],
    queryFn: () => checkOrder(params),
    staleTime: 0,
    // Changing the address or coupon keeps the page on screen while the amounts reload.
    placeholderData: keepPreviousData,
  });

export const useOrderCheck = (params: OrderCheckParams) =>
  useQuery({ ...orderCheckQueryOptions(params), enabled: params.ids.length > 0 });
