import type { GoodsPapers } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

/** One goods' approval documents (首营资料), for approved buyers (docs/api-qualification.md). */
export const goodsPapersQueryOptions = (goodsId: number) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'papers', goodsId],
    queryFn: async ({ signal }) =>
      (await api.get<GoodsPapers>(`/api/goods/${goodsId}/documents`, { signal })).data,
    staleTime: 60_000,
  });

export const useGoodsPapers = (goodsId: number, enabled: boolean) =>
  useQuery({ ...goodsPapersQueryOptions(goodsId), enabled });
