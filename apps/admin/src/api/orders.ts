import type {
  AdminInvoiceItem,
  AdminOrderDetail,
  AdminOrderPage,
  adminOrdersQuery,
  QueryOf,
  ShipBody,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type OrdersQuery = QueryOf<typeof adminOrdersQuery>;

const ROOT = 'orders';

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<AdminOrderPage>('/admin-api/orders', { query, signal }),
    staleTime: 0,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/admin-api/orders/${id}`, { signal }),
    staleTime: 0,
  });

export const useOrder = (id: number) => useQuery(orderQuery(id));

/** The invoice the buyer asked for since ordering (/dzfp); null when none was asked for. */
export const useOrderInvoice = (id: number) =>
  useQuery({
    queryKey: [ROOT, 'invoice', id],
    queryFn: ({ signal }) =>
      api.get<AdminInvoiceItem | null>(`/admin-api/orders/${id}/invoice`, { signal }),
    staleTime: 0,
  });

export function useShipOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipBody) =>
      api.post<AdminOrderDetail>(`/admin-api/orders/${id}/ship`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
