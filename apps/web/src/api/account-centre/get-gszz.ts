import type { GszzResult } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** GET /api/user/gszz: the company's registered particulars. */
export const gszzQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'gszz'],
    queryFn: async ({ signal }) => (await api.get<GszzResult>('/api/user/gszz', { signal })).data,
  });

export const useGszz = () => useQuery(gszzQueryOptions());
