import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCart } from '../cart/cart-cache';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

export type BuyAgainResult = {
  total: number;
  added: number;
  skipped: { name: string; reason: string }[];
};

/** Puts an order's goods back into the cart; goods that cannot be bought are skipped. */
export async function buyAgain(orderId: number): Promise<BuyAgainResult> {
  return (await api.post<BuyAgainResult>(`/api/order/${orderId}/buy-again`)).data;
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAgain,
    onSuccess: ({ total }) =>
      Promise.all([
        refreshCart(queryClient, total),
        queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT] }),
      ]),
  });
}
