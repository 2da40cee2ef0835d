import type { Order } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT, ORDER_QUERY_ROOT, WALLET_QUERY_ROOT } from '../query-keys';

/** Cancels an unpaid order; its stock and coupon go back. */
export async function cancelOrder(id: number): Promise<Order> {
  return (await api.post<Order>(`/api/order/${id}/cancel`)).data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT] }),
      ]),
  });
}
