import type { WelfareZone } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** GET /api/welfare: the 全场94折 event and a page of its goods (under goods: a favourite or cart change refreshes it). */
export const welfareQuery = (page: number) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'welfare', page],
    queryFn: async ({ signal }) =>
      (await api.get<WelfareZone>('/api/welfare', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useWelfare = (page: number) => useQuery(welfareQuery(page));
