import type { Goods } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** The 10 best-selling goods. */
export async function getHotGoods(signal?: AbortSignal): Promise<Goods[]> {
  return (await api.get<Goods[]>('/api/goods/hot', { signal })).data;
}

export const hotGoodsQueryOptions = () =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'hot'],
    queryFn: ({ signal }) => getHotGoods(signal),
  });

export const useHotGoods = () => useQuery(hotGoodsQueryOptions());
