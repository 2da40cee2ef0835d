import type { ControlledSalesStatus } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

const KEY = ['user', 'kxpz'];

/** Whether the company may buy controlled goods (控销品种), and its latest request. */
export const useControlledSalesStatus = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get<ControlledSalesStatus>('/api/user/kxpz', { signal })).data,
    enabled,
  });

/** Asks staff for the authorisation; the form shows a refusal itself. */
export function useApplyControlledSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await api.post<ControlledSalesStatus>('/api/user/kxpz', { body: { reason } })).data,
    meta: { inlineErrors: true },
    onSuccess: (status) => {
      queryClient.setQueryData(KEY, status);
      return queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT] });
    },
  });
}
