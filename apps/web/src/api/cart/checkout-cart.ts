import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { refreshCart } from './cart-cache';

/**
 * Selects exactly these lines and checks they can all be bought; a 422 names the first
 * that cannot. Answers the ids step 2 goes on with.
 */
export async function checkoutCart(ids: number[]): Promise<number[]> {
  return (await api.post<{ ids: number[] }>('/api/cart/checkout', { body: { ids } })).data.ids;
}

export function useCheckoutCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkoutCart,
    onSettled: () => refreshCart(queryClient),
  });
}
