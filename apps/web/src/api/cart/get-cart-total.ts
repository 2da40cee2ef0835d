import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { cartTotalKey } from './cart-cache';

export type CartTotal = { total: number };

/** The number of lines in the cart: the header badge. */
export async function getCartTotal(signal?: AbortSignal): Promise<CartTotal> {
  return (await api.get<CartTotal>('/api/cart/total', { signal })).data;
}

export const cartTotalQueryOptions = () =>
  queryOptions({
    queryKey: cartTotalKey,
    queryFn: ({ signal }) => getCartTotal(signal),
  });

/** Only buyers have a cart; visitors never ask (the call would answer 10001). */
export const useCartTotal = (enabled: boolean) => useQuery({ ...cartTotalQueryOptions(), enabled });
