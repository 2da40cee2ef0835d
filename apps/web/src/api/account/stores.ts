import type { Store } from '@shop/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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
