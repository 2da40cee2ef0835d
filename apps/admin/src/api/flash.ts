import type { AdminFlashSession } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Page, PageQuery } from './types';

const ROOT = 'flash';

export type FlashSessionInput = {
  title: string;
  starts_at: string;
  ends_at: string;
  enabled: boolean;
};
export type FlashGoodsInput = {
  goods_id: number;
  price: string;
  stock: number;
  limit: number;
  sort?: number;
};

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
  useFlashMutation(({ id, body }: { id?: number | undefined; body: FlashSessionInput }) =>
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
  useFlashMutation(({ sessionId, body }: { sessionId: number; body: FlashGoodsInput }) =>
    api.post<AdminFlashSession>(`/admin-api/flash/sessions/${sessionId}/goods`, body),
  );

export const useRemoveFlashGoods = () =>
  useFlashMutation((id: number) => api.delete<AdminFlashSession>(`/admin-api/flash/goods/${id}`));

/** Price, stock (never below what was sold) and limit of a goods already in a session. */
export const useUpdateFlashGoods = () =>
  useFlashMutation(({ id, body }: { id: number; body: Omit<FlashGoodsInput, 'goods_id'> }) =>
    api.put<AdminFlashSession>(`/admin-api/flash/goods/${id}`, body),
  );
