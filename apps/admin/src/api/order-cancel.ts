import type { AdminOrderDetail } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** 取消订单 by staff: an unpaid or paid-unshipped order, money back where it came from. */
export function useCancelOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      api.post<AdminOrderDetail>(`/admin-api/orders/${id}/cancel`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
