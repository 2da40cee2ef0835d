import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';
import type { CartCount } from './add-to-cart';
import { refreshCart } from './cart-cache';

export type QuickAddInput = { goodsId: number; number?: number };

/** Adds goods by id; without a number the server takes the goods' minimum quantity. */
export async function quickAddToCart({ goodsId, number }: QuickAddInput): Promise<CartCount> {
  return (await api.post<CartCount>(`/api/cart/quick-add/${goodsId}`, { body: { number } })).data;
}

export function useQuickAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickAddToCart,
    meta: { inlineErrors: true },
    onSuccess: ({ total }, { goodsId }) =>
      Promise.all([
        refreshCart(queryClient, total),
        // The number the server chose is unknown here: the goods' cartNum is asked for again.
        queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT, 'detail', goodsId] }),
      ]),
  });
}
