import type { Order } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { api } from '../client';
import { ORDER_QUERY_ROOT, WALLET_QUERY_ROOT } from '../query-keys';

/** 确认收货: a shipped order becomes completed, and earns its points (the wallet's). */
export async function confirmOrder(id: number): Promise<Order> {
  return (await api.post<Order>(`/api/order/${id}/confirm`)).data;
}

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT, 'points'] }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
      ]),
  });
}
