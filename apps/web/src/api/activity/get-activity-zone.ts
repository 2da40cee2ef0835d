import type { ActivityZone, Goods, Page } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** A 满减 activity's page: its terms, window and the root categories of its goods. */
export const useActivityZone = (id: number) =>
  useQuery({
    queryKey: [GOODS_QUERY_ROOT, 'activity', id],
    queryFn: async ({ signal }) =>
      (await api.get<ActivityZone>(`/api/activity/${id}`, { signal })).data,
    enabled: id > 0,
  });

/** The activity's goods, a page at a time, all or of one category. */
export const useActivityGoods = (id: number, cid: number, page: number) =>
  useQuery({
    queryKey: [GOODS_QUERY_ROOT, 'activity-goods', id, cid, page],
    queryFn: async ({ signal }) =>
      (
        await api.get<Page<Goods>>(`/api/activity/${id}/goods`, {
          query: { cid, page },
          signal,
        })
      ).data,
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
