import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { LedgerEntry, StockChangeBody } from './reports-types';
import type { AdminGoods, Page } from './types';

export const stockLedgerQuery = (goodsId: number, page: number) =>
  queryOptions({
    queryKey: ['goods', 'ledger', goodsId, page],
    queryFn: ({ signal }) =>
      api.get<Page<LedgerEntry>>(`/admin-api/goods/${goodsId}/stock-ledger`, {
        query: { page },
        signal,
      }),
    staleTime: 0,
  });

/** 入库 (+) or 盘点调整 (−/+): a change to the stock as it is when written. */
export function useChangeStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StockChangeBody }) =>
      api.post<AdminGoods>(`/admin-api/goods/${id}/stock`, body),
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['goods'] }),
        queryClient.invalidateQueries({ queryKey: ['reports', 'dashboard'] }),
      ]),
  });
}

/** One goods as it is now (the count form starts from its current stock). */
export const goodsOneQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods', 'one', id],
    queryFn: ({ signal }) => api.get<AdminGoods>(`/admin-api/goods/${id}`, { signal }),
    staleTime: 0,
  });
