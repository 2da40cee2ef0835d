import type { GoodsDetail } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

export async function getGoodsDetail(id: number, signal?: AbortSignal): Promise<GoodsDetail> {
  return (await api.get<GoodsDetail>(`/api/goods/detail/${id}`, { signal })).data;
}

export const goodsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'detail', id],
    queryFn: ({ signal }) => getGoodsDetail(id, signal),
  });

export const useGoodsDetail = (id: number) =>
  useQuery({ ...goodsDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
