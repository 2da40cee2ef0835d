import type {
  AdminDrawActivity,
  AdminDrawRecord,
  AdminPointsGoods,
  AdminPointsOrder,
  adminDrawRecordsQuery,
  adminPointsGoodsQuery,
  adminPointsOrdersQuery,
  DrawActivityBody,
  Page,
  PageQuery,
  PointsGoodsBody,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// The lucky wheel and the points mall in the console (docs/api-wheel.md).

const ROOT = 'wheel';

export type { AdminDrawActivity, AdminDrawRecord, AdminPointsGoods, AdminPointsOrder };
export type DrawRecordsQuery = QueryOf<typeof adminDrawRecordsQuery>;
export type PointsGoodsQuery = QueryOf<typeof adminPointsGoodsQuery>;
export type PointsOrdersQuery = QueryOf<typeof adminPointsOrdersQuery>;

export const drawActivitiesQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [ROOT, 'activities', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminDrawActivity>>('/admin-api/draw-activities', { query, signal }),
    staleTime: 0,
  });

export const drawRecordsQuery = (query: DrawRecordsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'records', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminDrawRecord>>('/admin-api/draw-records', { query, signal }),
    staleTime: 0,
  });

export const pointsGoodsQuery = (query: PointsGoodsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'goods', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminPointsGoods>>('/admin-api/points-goods', { query, signal }),
    staleTime: 0,
  });

export const pointsOrdersQuery = (query: PointsOrdersQuery) =>
  queryOptions({
    queryKey: [ROOT, 'orders', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminPointsOrder>>('/admin-api/points-orders', { query, signal }),
    staleTime: 0,
  });

function useWheelMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Creates (no id) or edits a wheel with its whole prize list. */
export const useSaveDrawActivity = () =>
  useWheelMutation(({ id, body }: { id?: number | undefined; body: DrawActivityBody }) =>
    id
      ? api.put<AdminDrawActivity>(`/admin-api/draw-activities/${id}`, body)
      : api.post<AdminDrawActivity>('/admin-api/draw-activities', body),
  );

export const useSetDrawEnabled = () =>
  useWheelMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    api.post<AdminDrawActivity>(`/admin-api/draw-activities/${id}/${enabled ? 'start' : 'stop'}`),
  );

export const useSavePointsGoods = () =>
  useWheelMutation(({ id, body }: { id?: number | undefined; body: PointsGoodsBody }) =>
    id
      ? api.put<AdminPointsGoods>(`/admin-api/points-goods/${id}`, body)
      : api.post<AdminPointsGoods>('/admin-api/points-goods', body),
  );

export const useSetOnShelf = () =>
  useWheelMutation(({ id, on }: { id: number; on: boolean }) =>
    api.post<AdminPointsGoods>(`/admin-api/points-goods/${id}/${on ? 'on-shelf' : 'off-shelf'}`),
  );

export const useShipPointsOrder = () =>
  useWheelMutation(
    ({ id, carrier, tracking_no }: { id: number; carrier: string; tracking_no: string }) =>
      api.post<{ id: number; status: string }>(`/admin-api/points-orders/${id}/ship`, {
        carrier,
        tracking_no,
      }),
  );
