import type { PayStatus } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

export async function getPayStatus(id: number, signal?: AbortSignal): Promise<PayStatus> {
  return (await api.get<PayStatus>(`/api/order/${id}/pay-status`, { signal })).data;
}

const isSettled = (s: PayStatus | undefined) => s?.paid === 1 || s?.status === 'cancelled';

/**
 * Asks `attempts` times, `intervalMs` apart, until the provider's notice has arrived;
 * `waiting` stays true while an answer may still change.
 */
export function usePayStatus(id: number, { attempts = 5, intervalMs = 2000 } = {}) {
  const queryClient = useQueryClient();
  const queryKey = [ORDER_QUERY_ROOT, 'pay-status', id];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getPayStatus(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 0,
    refetchInterval: (q) =>
      isSettled(q.state.data) || q.state.dataUpdateCount >= attempts ? false : intervalMs,
  });
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const waiting =
    query.isPending || (!isSettled(query.data) && !query.isError && answers < attempts);
  return { ...query, waiting };
}
