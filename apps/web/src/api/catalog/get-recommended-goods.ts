import type { Goods, Page } from '@shop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

const PAGE_SIZE = 20;

/** 为你推荐: best sellers first, as the spec's home call (sort=sale, order=desc). */
export async function getRecommendedGoods(page: number, signal?: AbortSignal) {
  return (
    await api.get<Page<Goods>>('/api/index/wntj', {
      query: { sort: 'sale', order: 'desc', page, page_size: PAGE_SIZE },
      signal,
    })
  ).data;
}

export const recommendedGoodsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'wntj'],
    queryFn: ({ pageParam, signal }) => getRecommendedGoods(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useRecommendedGoods = () => useInfiniteQuery(recommendedGoodsQueryOptions());
