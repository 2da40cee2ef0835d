import type { JfscExchangeResult } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

export type ExchangeBody = { goods_id: number; number: number; address_id: number; key: string };

/** One exchange; the key makes a retry answer the same order. */
export async function exchangePoints(body: ExchangeBody) {
  const res = await api.post<JfscExchangeResult>('/api/jfsc/exchange', { body });
  return { ...res.data, msg: res.msg };
}

/**
 * An exchange; the shelf, the points orders and the wallet refresh. The page
 * shows its errors (403 限购 silently, spec section 8).
 */
export function useExchangePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangePoints,
    meta: { inlineErrors: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WHEEL_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
      ]),
  });
}
