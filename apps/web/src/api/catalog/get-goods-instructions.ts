import type { Instructions } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

export async function getGoodsInstructions(
  id: number,
  signal?: AbortSignal,
): Promise<Instructions> {
  return (await api.get<Instructions>(`/api/goods/${id}/instructions`, { signal })).data;
}

export const goodsInstructionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [GOODS_QUERY_ROOT, 'instructions', id],
    queryFn: ({ signal }) => getGoodsInstructions(id, signal),
  });

/** Read only when the 说明书 tab is opened. */
export const useGoodsInstructions = (id: number, enabled: boolean) =>
  useQuery({ ...goodsInstructionsQueryOptions(id), enabled });
