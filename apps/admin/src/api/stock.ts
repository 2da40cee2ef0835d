import type { Page, StockLedgerEntry } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
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
