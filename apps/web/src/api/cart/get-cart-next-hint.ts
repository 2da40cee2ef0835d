import type { NextHint } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { CART_QUERY_ROOT } from '../query-keys';

/** What the selected lines lack for each full-reduction activity's next tier. */
export async function getCartNextHint(goodsManjianId?: number): Promise<NextHint[]> {
  return (
    await api.post<NextHint[]>('/api/cart/next-hint', {
      body: { goods_manjian_id: goodsManjianId },
    })
  ).data;
}

export const cartNextHintQueryOptions = (goodsManjianId?: number) =>
  queryOptions({
    queryKey: [CART_QUERY_ROOT, 'next-hint', goodsManjianId ?? 0],
    queryFn: () => getCartNextHint(goodsManjianId),
    staleTime: 0,
  });

export const useCartNextHint = (goodsManjianId?: number, enabled = true) =>
  useQuery({ ...cartNextHintQueryOptions(goodsManjianId), enabled });
