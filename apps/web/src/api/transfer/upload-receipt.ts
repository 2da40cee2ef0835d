import type { TransferReceipt } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** POST /api/order/{id}/transfer-receipt (multipart `file`): the bank's receipt, image or PDF. */
export function useUploadReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return (await api.post<TransferReceipt>(`/api/order/${orderId}/transfer-receipt`, { form }))
        .data;
    },
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
  });
}
