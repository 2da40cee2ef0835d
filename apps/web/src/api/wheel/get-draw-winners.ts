import type { DrawWinner } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

/** The latest winners of a wheel, names masked. */
export async function getDrawWinners(id: number, signal?: AbortSignal) {
  return (await api.get<DrawWinner[]>('/api/draw/new-record', { query: { id }, signal })).data;
}

export const drawWinnersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'winners', id],
    queryFn: ({ signal }) => getDrawWinners(id, signal),
    refetchInterval: 30_000,
  });

export const useDrawWinners = (id: number) =>
  useQuery({ ...drawWinnersQueryOptions(id), enabled: id > 0 });
