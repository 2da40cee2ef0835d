import type { CommonData } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** Header data shared by every page: hot searches, nav, category trees, top ad. */
export async function getCommon(signal?: AbortSignal): Promise<CommonData> {
  return (await api.get<CommonData>('/api/common', { signal })).data;
}

export const commonQueryOptions = () =>
  queryOptions({
    queryKey: ['common'],
    queryFn: ({ signal }) => getCommon(signal),
    staleTime: 5 * 60_000,
  });

export const useCommon = () => useQuery(commonQueryOptions());
