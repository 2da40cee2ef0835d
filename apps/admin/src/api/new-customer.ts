import type { AdminNewCustomerInput, AdminNewCustomerItem, Page, PageQuery } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 新人特价 offers (docs/api-new-customer.md).

const ROOT = 'xr';

export const newCustomerListQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminNewCustomerItem>>('/admin-api/new-customer', { query, signal }),
    staleTime: 0,
  });

/** Creates (no id) or edits an offer; the goods of an offer never changes. */
export function useSaveNewCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: AdminNewCustomerInput }) =>
      id
        ? api.put<AdminNewCustomerItem>(`/admin-api/new-customer/${id}`, body)
        : api.post<AdminNewCustomerItem>('/admin-api/new-customer', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Stops (false) or starts again (true). */
export function useSetNewCustomerEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.post<AdminNewCustomerItem>(`/admin-api/new-customer/${id}/enabled`, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
