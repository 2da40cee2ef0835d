import type { PointsLogPage, PointsLogType } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

export type PointsLogParams = {
  page: number;
  type: PointsLogType;
  /** YYYY-MM-DD */
  start_time?: string;
  end_time?: string;
};

export async function getPointsLog(params: PointsLogParams, signal?: AbortSignal) {
  return (await api.get<PointsLogPage>('/api/user/points/log', { query: params, signal })).data;
}

export const pointsLogQueryOptions = (params: PointsLogParams) =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'points', params],
    queryFn: ({ signal }) => getPointsLog(params, signal),
    placeholderData: keepPreviousData,
    // An order confirmed or refunded elsewhere changes the points: read afresh on each visit.
    staleTime: 0,
  });

export const usePointsLog = (params: PointsLogParams) => useQuery(pointsLogQueryOptions(params));
