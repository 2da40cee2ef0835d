import type { AdminGift, GiftPutBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 满赠: the gift of each 满减 activity (docs/api-mzhg.md).

const ROOT = 'mzhg';

export const useGifts = () =>
  useQuery({
    queryKey: [ROOT],
    queryFn: ({ signal }) => api.get<AdminGift[]>('/admin-api/mzhg', { signal }),
    staleTime: 0,
  });

/** Sets or replaces the gift of an activity. */
export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: GiftPutBody }) =>
      api.put<AdminGift>(`/admin-api/mzhg/${activityId}`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export function useRemoveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.delete<null>(`/admin-api/mzhg/${activityId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
