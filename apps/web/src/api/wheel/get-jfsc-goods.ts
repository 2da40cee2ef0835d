import type { JfscGoodsPage } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WHEEL_QUERY_ROOT } from './wheel-keys';

/** The points mall's shelf, with the company's points. */
export async function getJfscGoods(page: number, signal?: AbortSignal) {
  return (await api.get<JfscGoodsPage>('/api/jfsc/goods', { query: { page }, signal })).data;
}

export const jfscGoodsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [WHEEL_QUERY_ROOT, 'jfsc', page],
    queryFn: ({ signal }) => getJfscGoods(page, signal),
    placeholderData: keepPreviousData,
  });

export const useJfscGoods = (page: number) => useQuery(jfscGoodsQueryOptions(page));
