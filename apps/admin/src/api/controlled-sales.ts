import type { ControlledSalesStatus } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const key = (id: number) => ['companies', 'kxpz', id];

/** A buyer's authorisation for controlled goods and its latest request. */
export const useControlledSales = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get<ControlledSalesStatus>(`/admin-api/companies/${id}/kxpz`, { signal }),
    staleTime: 0,
  });

/** Grants (1) or withdraws (0) it; a pending request is answered with the note. */
export function useDecideControlledSales(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { authorized: 0 | 1; note: string }) =>
      api.post<ControlledSalesStatus>(`/admin-api/companies/${id}/kxpz`, body),
    meta: { inlineErrors: true },
    onSuccess: (status) => queryClient.setQueryData(key(id), status),
  });
}
