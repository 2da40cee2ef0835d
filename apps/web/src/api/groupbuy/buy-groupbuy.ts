import type { GroupbuyBought } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GROUPBUY_QUERY_ROOT, ORDER_QUERY_ROOT } from '../query-keys';

/** Open a new group (activity_id) or take a place in one (group_id). */
export type BuyGroupbuy = { activity_id: number; key: string } | { group_id: number; key: string };

export async function buyGroupbuy(body: BuyGroupbuy) {
  const path = 'group_id' in body ? '/api/pintuan/join' : '/api/pintuan/open';
  const res = await api.post<GroupbuyBought>(path, { body });
  return { ...res.data, msg: res.msg };
}

/** Places the group-buy order (paid next, on the pay page); groups and orders refresh. */
export function useBuyGroupbuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyGroupbuy,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [GROUPBUY_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
      ]),
  });
}
