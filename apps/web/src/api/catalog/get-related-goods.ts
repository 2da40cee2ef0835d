import type { Goods, Page } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** Goods of the same category as the one shown. */
export async function getRelatedGoods(goodsId: number, page: number, signal?: AbortSignal) {
  return (
    await api.get<Page<Goods>>('/api/goods/relation', {
      query: { goods_id: goodsId, page },
      signal,
    })
  ).data;
}

export const relatedGoodsQueryOptions = (goodsId: number, page = 1) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'relation', goodsId, page],
    queryFn: ({ signal }) => getRelatedGoods(goodsId, page, signal),
  });

export const useRelatedGoods = (goodsId: number, page = 1) =>
  useQuery({ ...relatedGoodsQueryOptions(goodsId, page), enabled: goodsId > 0 });
