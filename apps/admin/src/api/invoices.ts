import type {
  AdminInvoiceItem,
  AdminInvoicePage,
  adminInvoiceQuery,
  InvoiceStatus,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type { AdminInvoiceItem, AdminInvoicePage, InvoiceStatus };
export type InvoicesQuery = QueryOf<typeof adminInvoiceQuery>;

const ROOT = 'invoices';

export const invoicesQuery = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<AdminInvoicePage>('/admin-api/invoices', { query, signal }),
    staleTime: 0,
  });

/** 开票 (a number and the PDF) or 驳回 with the reason the buyer sees; both audited. */
export function useInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? api.post<AdminInvoiceItem>(`/admin-api/invoices/${id}/issue`, {})
        : api.post<AdminInvoiceItem>(`/admin-api/invoices/${id}/reject`, { reason }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
