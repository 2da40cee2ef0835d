import type { ContractAnswer } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export const CONTRACT_QUERY_KEY = ['contract'];

export const contractQueryOptions = () =>
  queryOptions({
    queryKey: CONTRACT_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<ContractAnswer>('/api/contract', { signal })).data,
    staleTime: 0,
  });

/** /dzht: the purchase contract in force and whether the company signed it. */
export const useContract = () => useQuery(contractQueryOptions());
