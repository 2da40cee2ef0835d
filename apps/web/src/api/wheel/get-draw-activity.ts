import type { DrawActivity } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

/** A wheel: its prizes, rules and the company's chances left. */
export async function getDrawActivity(id: number, signal?: AbortSignal) {
  return (await api.get<DrawActivity>(`/api/draw/${id}/activity`, { signal })).data;
}

export const drawActivityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'activity', id],
    queryFn: ({ signal }) => getDrawActivity(id, signal),
  });

export const useDrawActivity = (id: number) =>
  useQuery({ ...drawActivityQueryOptions(id), enabled: id > 0 });
