import type { ContractAnswer, ContractSignBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { CONTRACT_QUERY_KEY } from './get-contract';

/** Signs the contract in force for the company; the page shows a refusal itself. */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContractSignBody) =>
      (await api.post<ContractAnswer>('/api/contract/sign', { body })).data,
    meta: { inlineErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(CONTRACT_QUERY_KEY, answer),
  });
}
