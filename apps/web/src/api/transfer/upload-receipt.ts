import type { TransferReceipt } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { type TransferTarget, targetBase } from './get-order-transfer';

/** POST {target}/transfer-receipt (multipart `file`): the bank's receipt, image or PDF. */
export function useUploadReceipt(target: TransferTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return (await api.post<TransferReceipt>(`${targetBase(target)}/transfer-receipt`, { form }))
        .data;
    },
    meta: { inlineErrors: true },
    // The order's or the statement's queries show the new receipt.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
