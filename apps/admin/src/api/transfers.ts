import type {
  AdminTransfer,
  AdminTransferPage,
  TransferConfirmBody,
  TransferDaily,
  TransferSettings,
  TransferSettingsBody,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from './client';

export type { AdminTransfer, AdminTransferPage, TransferDaily };

const ROOT = 'transfers';

export const transfersQuery = (query: { page?: number; view: 'todo' | 'all'; keyword?: string }) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<AdminTransferPage>('/admin-api/transfers', { query, signal }),
    staleTime: 0,
  });

export const transferDailyQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [ROOT, 'daily', from, to],
    queryFn: ({ signal }) =>
      api.get<TransferDaily>('/admin-api/transfers/daily', { query: { from, to }, signal }),
    staleTime: 0,
  });

/** The receipt's address (opened in a tab; the session cookie goes along). */
export const receiptFileUrl = (id: number, receiptId: number) =>
  buildUrl(`/admin-api/transfers/${id}/receipts/${receiptId}/file`);

/** The daily statement's xlsx address. */
export const dailyExportUrl = (from: string, to: string) =>
  buildUrl('/admin-api/transfers/daily/export', { from, to });

type Decided = { state_text: string; still_due: string; to_balance: string };

/** 确认到账 (what arrived, the payer's name as on the receipt); audited. */
export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TransferConfirmBody }) =>
      api.post<Decided>(`/admin-api/transfers/${id}/confirm`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** 驳回 a receipt with the reason the buyer reads; audited. */
export function useRejectTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, receipt_id, reason }: { id: number; receipt_id: number; reason: string }) =>
      api.post(`/admin-api/transfers/${id}/reject`, { receipt_id, reason }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export const transferSettingsQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'settings'],
    queryFn: ({ signal }) => api.get<TransferSettings>('/admin-api/settings/transfer', { signal }),
    staleTime: 0,
  });

export function useSaveTransferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferSettingsBody) =>
      api.put<TransferSettings>('/admin-api/settings/transfer', body),
    meta: { inlineErrors: true },
    onSuccess: (r) => queryClient.setQueryData([ROOT, 'settings'], r),
  });
}
