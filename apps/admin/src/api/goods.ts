import type { AdminGoods, adminGoodsQuery, GoodsUpdate, Page, QueryOf } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type GoodsQuery = QueryOf<typeof adminGoodsQuery>;

const ROOT = 'goods';

export const goodsListQuery = (query: GoodsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminGoods>>('/admin-api/goods', { query, signal }),
    staleTime: 0,
  });

/** One goods as it is now (the edit forms, a count, a picker's preview of a chosen goods). */
export const goodsOneQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'one', id],
    queryFn: ({ signal }) => api.get<AdminGoods>(`/admin-api/goods/${id}`, { signal }),
    staleTime: 0,
  });

export function useUpdateGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GoodsUpdate }) =>
      api.put<AdminGoods>(`/admin-api/goods/${id}`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
