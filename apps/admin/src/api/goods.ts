import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { AdminGoods, GoodsQuery, GoodsUpdate, Page } from './types';

const ROOT = 'goods';

export const goodsListQuery = (query: GoodsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminGoods>>('/admin-api/goods', { query, signal }),
    staleTime: 0,
  });

/** One goods as the goods table shows it (a picker's preview of a goods already chosen). */
export const goodsOneQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'one', id],
    queryFn: ({ signal }) => api.get<AdminGoods>(`/admin-api/goods/${id}`, { signal }),
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
