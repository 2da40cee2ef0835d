import type { ZizhiResult } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** GET api/user/zizhi: licences in force, uploads under review, and the expiry warning. */
export const zizhiQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'zizhi'],
    queryFn: async ({ signal }) =>
      (await api.get<ZizhiResult>('/api/user/zizhi', { signal, silentAuth: true })).data,
    staleTime: 5 * 60_000,
  });

export const useZizhi = (enabled = true) => useQuery({ ...zizhiQueryOptions(), enabled });
