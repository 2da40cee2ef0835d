import type { DrawRecordPage } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

export type DrawRecordParams = { page: number; id?: number };

/** The company's draws and what they won. */
export async function getDrawRecords(params: DrawRecordParams, signal?: AbortSignal) {
  return (await api.get<DrawRecordPage>('/api/draw/record', { query: params, signal })).data;
}

export const drawRecordsQueryOptions = (params: DrawRecordParams) =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'records', params],
    queryFn: ({ signal }) => getDrawRecords(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDrawRecords = (params: DrawRecordParams) =>
  useQuery(drawRecordsQueryOptions(params));
