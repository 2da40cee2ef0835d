import type { DrawResult } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

/** One draw; the server picks the prize. */
export async function drawOnce(id: number) {
  return (await api.get<DrawResult>('/api/draw', { query: { id } })).data;
}

/**
 * A draw; afterwards the wheel (chances, records, winners) and the wallet
 * (points, coupons) refresh. Errors are shown by the page (inlineErrors).
 */
export function useDrawOnce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: drawOnce,
    meta: { inlineErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WHEEL_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
      ]),
  });
}
