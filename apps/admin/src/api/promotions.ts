import type {
  ActivityCreateBody,
  ActivityPutBody,
  AdminActivity,
  AdminActivityDetail,
  AdminCoupon,
  adminActivitiesQuery,
  adminCouponsQuery,
  CouponIssueBody,
  Page,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ACTIVITIES = 'activities';
const COUPONS = 'coupons';

export type ActivitiesQuery = QueryOf<typeof adminActivitiesQuery>;
export type CouponsQuery = QueryOf<typeof adminCouponsQuery>;

export const activitiesQuery = (query: ActivitiesQuery) =>
  queryOptions({
    queryKey: [ACTIVITIES, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminActivity>>('/admin-api/activities', { query, signal }),
    staleTime: 0,
  });

export const activityQuery = (id: number) =>
  queryOptions({
    queryKey: [ACTIVITIES, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<AdminActivityDetail>(`/admin-api/activities/${id}`, { signal }),
    staleTime: 0,
  });

export const useActivity = (id: number | null) =>
  useQuery({ ...activityQuery(id ?? 0), enabled: id !== null });

/** Saves an activity, then its goods (a new one takes them in the same call). */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      goodsIds,
    }: {
      id?: number;
      body: ActivityCreateBody | ActivityPutBody;
      goodsIds: number[];
    }) => {
      if (!id)
        return api.post<AdminActivityDetail>('/admin-api/activities', {
          ...body,
          goods_ids: goodsIds.length > 0 ? goodsIds : undefined,
        });
      await api.put<AdminActivityDetail>(`/admin-api/activities/${id}`, body);
      return api.put<AdminActivityDetail>(`/admin-api/activities/${id}/goods`, {
        goods_ids: goodsIds,
      });
    },
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACTIVITIES] }),
  });
}

export function useStopActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<AdminActivityDetail>(`/admin-api/activities/${id}/stop`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACTIVITIES] }),
  });
}

export const couponsQuery = (query: CouponsQuery) =>
  queryOptions({
    queryKey: [COUPONS, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminCoupon>>('/admin-api/coupons', { query, signal }),
    staleTime: 0,
  });

export function useIssueCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponIssueBody) =>
      api.post<{ count: number; coupon_ids: number[] }>('/admin-api/coupons/issue', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COUPONS] }),
  });
}
