import type { ContinueStore, Store } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'stores'],
    queryFn: async ({ signal }) => (await api.get<Store[]>('/api/user/stores', { signal })).data,
    staleTime: 60_000,
  });

/** The stores the login holds, the current one marked. */
export const useStores = (enabled = true) => useQuery({ ...storesQueryOptions(), enabled });

/**
 * Switches the session's current store. Everything on the page (company,
 * cart, prices, orders, balance) belongs to the store, so the caller reloads.
 */
export const useSwitchStore = () =>
  useMutation({
    mutationFn: async (companyId: number) => {
      await api.put<null>('/api/user/stores/current', { body: { company_id: companyId } });
    },
  });

/** /register_dd step 1: a new draft store the session moves to. */
export const useAddStore = () =>
  useMutation({
    mutationFn: async () => (await api.post<{ company_id: number }>('/api/user/stores')).data,
  });

/** /ddgl 继续完善资料: the session moves to the draft store; the answer names the step to open. */
export const useContinueStore = () =>
  useMutation({
    mutationFn: async (companyId: number) =>
      (await api.post<ContinueStore>(`/api/user/stores/${companyId}/continue`)).data,
  });

/** /ddgl 删除: a draft store goes; sessions on it are back on the login's own company. */
export const useDiscardStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (companyId: number) => {
      await api.delete<null>(`/api/user/stores/${companyId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryOptions().queryKey }),
  });
};
