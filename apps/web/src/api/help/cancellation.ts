import type { CancellationState } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

const KEY = ['user', 'cancellation'];

/** May this login close its company's account now (and if not, why); the latest request. */
export const useCancellationState = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get<CancellationState>('/api/user/cancellation', { signal })).data,
    enabled,
  });

/** Asks staff to close the account; the form shows a refusal itself. */
export function useApplyCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await api.post<CancellationState>('/api/user/cancellation', { body: { reason } })).data,
    meta: { inlineErrors: true },
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
}
