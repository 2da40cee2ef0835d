import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartCount } from '../cart/add-to-cart';
import { refreshCart } from '../cart/cart-cache';
import { api } from '../client';

export type AddCombinationInput = { id: number; number: number };

/** `POST /api/cart/combination` with the package and how many (the spec's client sends a query). */
export async function addCombinationToCart({ id, number }: AddCombinationInput) {
  const res = await api.post<CartCount>('/api/cart/combination', { query: { id, number } });
  return { ...res.data, msg: res.msg };
}

export function useAddCombinationToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCombinationToCart,
    meta: { inlineErrors: true },
    onSuccess: ({ total }) => refreshCart(queryClient, total),
  });
}
