import type { Focus } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** The banners a controlled-sales sub-list names by id (GET /api/focus/kxzq_ad {ids}). */
export const useControlledZoneAds = (ids: number[]) =>
  useQuery({
    queryKey: ['focus', 'kxzq_ad', ids.join(',')],
    queryFn: async ({ signal }) =>
      (await api.get<Focus[]>('/api/focus/kxzq_ad', { query: { ids: ids.join(',') }, signal }))
        .data,
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
