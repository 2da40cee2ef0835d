import type {
  AdminAfterSale,
  AdminAfterSalePage,
  AfterSaleStage,
  adminAfterSalesQuery,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type { AdminAfterSale, AdminAfterSalePage, AfterSaleStage };
export type AfterSalesQuery = QueryOf<typeof adminAfterSalesQuery>;
export type AfterSaleAction = 'approve' | 'decline' | 'receive' | 'refund';

const ROOT = 'after-sales';

export const afterSalesQuery = (query: AfterSalesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<AdminAfterSalePage>('/admin-api/after-sales', { query, signal }),
    staleTime: 0,
  });

export const afterSaleQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminAfterSale>(`/admin-api/after-sales/${id}`, { signal }),
    staleTime: 0,
  });

export const useAfterSale = (id: number | null) =>
  useQuery({ ...afterSaleQuery(id ?? 0), enabled: id !== null });

/** 通过 / 拒绝 / 确认收货 / 退款; each refreshes the list and the drawer. */
export function useAfterSaleAction(action: AfterSaleAction, inlineErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note?: string }) =>
      api.post<AdminAfterSale>(
        `/admin-api/after-sales/${id}/${action}`,
        note === undefined ? {} : { note },
      ),
    meta: inlineErrors ? { inlineErrors: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
