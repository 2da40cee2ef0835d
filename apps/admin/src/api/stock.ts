import type { AdminGoods, Page, StockChangeBody, StockLedgerEntry } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const stockLedgerQuery = (goodsId: number, page: number) =>
  queryOptions({
    queryKey: ['goods', 'ledger', goodsId, page],
    queryFn: ({ signal }) =>
      api.get<Page<StockLedgerEntry>>(`/admin-api/goods/${goodsId}/stock-ledger`, {
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
