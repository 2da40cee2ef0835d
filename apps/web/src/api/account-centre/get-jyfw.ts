import type { JyfwResult } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** GET api/user/jyfw: the goods classes the company may buy. */
export const jyfwQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'jyfw'],
    queryFn: async ({ signal }) => (await api.get<JyfwResult>('/api/user/jyfw', { signal })).data,
  });

export const useJyfw = () => useQuery(jyfwQueryOptions());
