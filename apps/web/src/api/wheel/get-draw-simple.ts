import type { DrawSimple } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

/** The running wheel the lottery pop-up offers, and whether the company has drawn in it. */
export async function getDrawSimple(signal?: AbortSignal) {
  return (await api.get<DrawSimple>('/api/draw/simple', { signal, silentAuth: true })).data;
}

export const drawSimpleQueryOptions = () =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'simple'],
    queryFn: ({ signal }) => getDrawSimple(signal),
    staleTime: 60_000,
  });

export const useDrawSimple = (enabled: boolean) =>
  useQuery({ ...drawSimpleQueryOptions(), enabled });
