import type { InvoiceApplyBody, InvoiceItem } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { INVOICE_QUERY_ROOT } from './get-invoices';

/** 申请发票 for a paid order; the form shows a refusal beside its fields. */
export function useApplyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceApplyBody) =>
      (await api.post<InvoiceItem>('/api/user/invoice', { body })).data,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVOICE_QUERY_ROOT] }),
  });
}
