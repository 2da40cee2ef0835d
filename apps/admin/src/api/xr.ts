import type { AdminXrInput, AdminXrItem } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Page, PageQuery } from './types';

// 新人特价 offers (docs/api-xr.md).

const ROOT = 'xr';

export const xrListQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminXrItem>>('/admin-api/xr', { query, signal }),
    staleTime: 0,
  });

/** Creates (no id) or edits an offer; the goods of an offer never changes. */
export function useSaveXr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: AdminXrInput }) =>
      id
        ? api.put<AdminXrItem>(`/admin-api/xr/${id}`, body)
        : api.post<AdminXrItem>('/admin-api/xr', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Stops (false) or starts again (true). */
export function useSetXrEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.post<AdminXrItem>(`/admin-api/xr/${id}/enabled`, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
