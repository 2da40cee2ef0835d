import type { Child } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

const CHILDREN_KEY = ['user', 'children'] as const;

export type ChildInput = {
  username: string;
  mobile: string;
  /** Empty when editing keeps the old password. */
  password: string;
  can_order: 0 | 1;
  can_pay: 0 | 1;
  see_all_orders: 0 | 1;
  /** Yuan; "0" means no limit. Above it an order waits for the main account (待审批). */
  order_limit: string;
  month_limit: string;
};

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: CHILDREN_KEY,
    queryFn: async ({ signal }) => (await api.get<Child[]>('/api/user/child', { signal })).data,
  });

/** /child: the main account's sub-accounts (a sub-account gets 403). */
export const useChildren = (enabled = true) => useQuery({ ...childrenQueryOptions(), enabled });

/** Creates a sub-account, or edits it when `id` is given. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      ...input
    }: Partial<ChildInput> & { id?: number; disabled?: 0 | 1 }) =>
      id
        ? (await api.put<Child>(`/api/user/child/${id}`, { body: input })).data
        : (await api.post<Child>('/api/user/child', { body: input })).data,
    // The form puts field errors next to its fields.
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete<null>(`/api/user/child/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}
