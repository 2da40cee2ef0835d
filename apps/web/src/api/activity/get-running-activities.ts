import type { RunningActivity } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** The running 满减 activities, newest first: what /hdzx without an id offers. */
export async function getRunningActivities(signal?: AbortSignal): Promise<RunningActivity[]> {
  return (await api.get<RunningActivity[]>('/api/activities', { signal })).data;
}

export const runningActivitiesQueryOptions = () =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'activities'],
    queryFn: ({ signal }) => getRunningActivities(signal),
  });

export const useRunningActivities = () => useQuery(runningActivitiesQueryOptions());
