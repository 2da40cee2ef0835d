import type { Goods, Page } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

export type GoodsSort = 'default' | 'sale' | 'price' | 'new';
export type SortOrder = 'asc' | 'desc';

/** The list filters of docs/api.md; channel markers keep the API's values (yx=1, zy=2 ...). */
export type GoodsFilters = {
  select?: string;
  yx?: string;
  zy?: string;
  zs?: string;
  bjp?: string;
  qx?: string;
  jxq?: string;
  kxpz?: string;
  keywords?: string;
  sccj?: string;
  has_stock?: string;
};

export type GoodsListParams = GoodsFilters & {
  sort?: GoodsSort;
  order?: SortOrder;
  page?: number;
  page_size?: number;
};

export async function getGoodsList(
  params: GoodsListParams,
  signal?: AbortSignal,
): Promise<Page<Goods>> {
  return (await api.get<Page<Goods>>('/api/goods/list', { query: params, signal })).data;
}

export const goodsListQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'list', params],
    queryFn: ({ signal }) => getGoodsList(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useGoodsList = (params: GoodsListParams) => useQuery(goodsListQueryOptions(params));
