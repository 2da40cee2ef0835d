import type { AdminGift, AdminTradeUp, GiftPutBody, TradeUpPutBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 满赠: the gift of each 满减 activity (docs/api-gifts.md).

const ROOT = 'mzhg';

export const useGifts = () =>
  useQuery({
    queryKey: [ROOT],
    queryFn: ({ signal }) => api.get<AdminGift[]>('/admin-api/gifts', { signal }),
    staleTime: 0,
  });

/** Sets or replaces the gift of an activity. */
export function useSaveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: GiftPutBody }) =>
      api.put<AdminGift>(`/admin-api/gifts/${activityId}`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export function useRemoveGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.delete<null>(`/admin-api/gifts/${activityId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

// 换购: the trade-up of each 满减 activity (docs/api-gifts.md).

const TRADEUPS = 'mzhg-tradeups';

export const useTradeUps = () =>
  useQuery({
    queryKey: [TRADEUPS],
    queryFn: ({ signal }) => api.get<AdminTradeUp[]>('/admin-api/gifts/tradeups', { signal }),
    staleTime: 0,
  });

/** Sets or replaces the trade-up of an activity. */
export function useSaveTradeUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, body }: { activityId: number; body: TradeUpPutBody }) =>
      api.put<AdminTradeUp>(`/admin-api/gifts/${activityId}/tradeup`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TRADEUPS] }),
  });
}

export function useRemoveTradeUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => api.delete<null>(`/admin-api/gifts/${activityId}/tradeup`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TRADEUPS] }),
  });
}
