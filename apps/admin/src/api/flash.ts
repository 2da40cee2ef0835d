import type {
  AdminFlashGoodsInput,
  AdminFlashSession,
  AdminFlashSessionInput,
  Page,
  PageQuery,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'flash';

/** GET /admin-api/flash/sessions: sessions, latest first, each with its goods. */
export const flashSessionsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [ROOT, 'sessions', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminFlashSession>>('/admin-api/flash/sessions', { query, signal }),
    staleTime: 0,
  });

function useFlashMutation<V>(fn: (v: V) => Promise<AdminFlashSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export const useSaveFlashSession = () =>
  useFlashMutation(({ id, body }: { id?: number | undefined; body: AdminFlashSessionInput }) =>
    id
      ? api.put<AdminFlashSession>(`/admin-api/flash/sessions/${id}`, body)
      : api.post<AdminFlashSession>('/admin-api/flash/sessions', body),
  );

/** 开始 (true) or 停止 (false) a session. */
export const useSetFlashEnabled = () =>
  useFlashMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    api.post<AdminFlashSession>(`/admin-api/flash/sessions/${id}/enabled`, { enabled }),
  );

export const useAddFlashGoods = () =>
  useFlashMutation(({ sessionId, body }: { sessionId: number; body: AdminFlashGoodsInput }) =>
    api.post<AdminFlashSession>(`/admin-api/flash/sessions/${sessionId}/goods`, body),
  );

export const useRemoveFlashGoods = () =>
  useFlashMutation((id: number) => api.delete<AdminFlashSession>(`/admin-api/flash/goods/${id}`));

/** Price, stock (never below what was sold) and limit of a goods already in a session. */
export const useUpdateFlashGoods = () =>
  useFlashMutation(({ id, body }: { id: number; body: Omit<AdminFlashGoodsInput, 'goods_id'> }) =>
    api.put<AdminFlashSession>(`/admin-api/flash/goods/${id}`, body),
  );
