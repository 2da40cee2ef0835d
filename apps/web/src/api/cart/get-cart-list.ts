import type { CartState } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ALL_CART_LINES, CART_QUERY_ROOT } from '../query-keys';

export async function getCartList(type: number, signal?: AbortSignal): Promise<CartState> {
  return (await api.get<CartState>('/api/cart/list', { query: { type }, signal })).data;
}

export const cartListQueryOptions = (type: number = ALL_CART_LINES) =>
  queryOptions({
    queryKey: [CART_QUERY_ROOT, 'list', type],
    queryFn: ({ signal }) => getCartList(type, signal),
    // Prices and stock move; a cart shown again is asked for again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCartList = (type: number = ALL_CART_LINES, enabled = true) =>
  useQuery({ ...cartListQueryOptions(type), enabled });
