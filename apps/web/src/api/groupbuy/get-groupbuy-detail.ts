import type { GroupbuyDetail } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GROUPBUY_QUERY_ROOT } from '../query-keys';

export async function getGroupbuyDetail(goodsId: number, signal?: AbortSignal) {
  return (await api.get<GroupbuyDetail>(`/api/pintuan/goods/${goodsId}`, { signal })).data;
}

/** A goods' group-buy and its open groups; refreshed each 15 s, places go fast. */
export const groupbuyDetailQueryOptions = (goodsId: number) =>
  queryOptions({
    queryKey: [GROUPBUY_QUERY_ROOT, 'goods', goodsId],
    queryFn: ({ signal }) => getGroupbuyDetail(goodsId, signal),
    refetchInterval: 15_000,
  });

export const useGroupbuyDetail = (goodsId: number) =>
  useQuery({ ...groupbuyDetailQueryOptions(goodsId), enabled: goodsId > 0 });
