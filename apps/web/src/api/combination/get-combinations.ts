import type { CombinationList } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { CART_QUERY_ROOT } from '../query-keys';

/** 1 running, 0 upcoming. */
export type CombinationStatus = 0 | 1;

export async function getCombinations(status: CombinationStatus, signal?: AbortSignal) {
  return (await api.get<CombinationList>('/api/combination', { query: { status }, signal })).data;
}

// Under the cart's root: an order or a cart change refreshes what is left and what was bought.
export const combinationsQueryOptions = (status: CombinationStatus) =>
  queryOptions({
    queryKey: [CART_QUERY_ROOT, 'combinations', status],
    queryFn: ({ signal }) => getCombinations(status, signal),
  });

export const useCombinations = (status: CombinationStatus) =>
  useQuery(combinationsQueryOptions(status));
