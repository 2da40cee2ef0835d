import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_ROOT } from './account-types';
import { api } from './client';
import { ORDER_QUERY_ROOT, type Order } from './order-types';
import { GOODS_QUERY_ROOT } from './types';

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
