import type {
  ArrivalNoticeStateResult,
  StandingListDetail,
  StandingListSummary,
  StandingListToCartResult,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { CART_QUERY_ROOT } from '../query-keys';

// 常购清单 (/cgqd), 到货通知 on a goods, and the price-drop switch (/wdxx).

export const STANDING_LISTS_QUERY_ROOT = 'standing-lists';

export type ListLineInput = { goods_id: number; number: number };

/** Where a new list's goods come from: typed in, one of the company's orders, or cart lines. */
export type NewListSource =
  | { lines: ListLineInput[] }
  | { order_id: number }
  | { cart_ids: number[] }
  | Record<string, never>;

export const standingListsQueryOptions = () =>
  queryOptions({
    queryKey: [STANDING_LISTS_QUERY_ROOT],
    queryFn: async ({ signal }) =>
      (await api.get<StandingListSummary[]>('/api/user/lists', { signal })).data,
  });

export const useStandingLists = () => useQuery(standingListsQueryOptions());

export const standingListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [STANDING_LISTS_QUERY_ROOT, id],
    queryFn: async ({ signal }) =>
      (await api.get<StandingListDetail>(`/api/user/lists/${id}`, { signal })).data,
  });

export const useStandingList = (id: number) => useQuery(standingListQueryOptions(id));

const linesBody = (lines: ListLineInput[]) =>
  Object.fromEntries(
    lines.flatMap((l, i) => [
      [`lines[${i}][goods_id]`, l.goods_id],
      [`lines[${i}][number]`, l.number],
    ]),
  );

export function useCreateStandingList() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: async ({ name, source }: { name: string; source: NewListSource }) => {
      const body =
        'lines' in source
          ? { name, ...linesBody(source.lines) }
          : 'order_id' in source
            ? { name, order_id: source.order_id }
            : 'cart_ids' in source
              ? { name, cart_ids: source.cart_ids.join(',') }
              : { name };
      return api.post<StandingListDetail>('/api/user/lists', { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STANDING_LISTS_QUERY_ROOT] }),
  });
}

export function useSaveStandingList(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: async ({ name, lines }: { name: string; lines: ListLineInput[] }) =>
      api.put<StandingListDetail>(`/api/user/lists/${id}`, { body: { name, ...linesBody(lines) } }),
    onSuccess: (r) => {
      queryClient.setQueryData(standingListQueryOptions(id).queryKey, r.data);
      return queryClient.invalidateQueries({ queryKey: [STANDING_LISTS_QUERY_ROOT], exact: true });
    },
  });
}

export function useDeleteStandingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete<null>(`/api/user/lists/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STANDING_LISTS_QUERY_ROOT] }),
  });
}

export function useStandingListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.post<StandingListToCartResult>(`/api/user/lists/${id}/to-cart`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] }),
  });
}

const arrivalKey = (goodsId: number) => ['arrival-notice', goodsId];

export const useArrivalNotice = (goodsId: number, enabled: boolean) =>
  useQuery({
    queryKey: arrivalKey(goodsId),
    queryFn: async ({ signal }) =>
      (await api.get<ArrivalNoticeStateResult>(`/api/goods/${goodsId}/arrival-notice`, { signal }))
        .data,
    enabled,
  });

export function useToggleArrivalNotice(goodsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: boolean) =>
      subscribe
        ? api.post<ArrivalNoticeStateResult>(`/api/goods/${goodsId}/arrival-notice`)
        : api.delete<ArrivalNoticeStateResult>(`/api/goods/${goodsId}/arrival-notice`),
    onSuccess: (r) => queryClient.setQueryData(arrivalKey(goodsId), r.data),
  });
}

const noticeSettingsKey = ['notice-settings'];

export const useNoticeSettings = () =>
  useQuery({
    queryKey: noticeSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ price_drop: 0 | 1 }>('/api/user/notice-settings', { signal })).data,
  });

export function useSetPriceDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) =>
      api.put<{ price_drop: 0 | 1 }>('/api/user/notice-settings', {
        body: { price_drop: on ? 1 : 0 },
      }),
    onSuccess: (r) => queryClient.setQueryData(noticeSettingsKey, r.data),
  });
}
