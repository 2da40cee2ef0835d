import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { AdminOrderDetail, AdminOrderPage, OrdersQuery, ShipBody } from './types';

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

export function useShipOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipBody) =>
      api.post<AdminOrderDetail>(`/admin-api/orders/${id}/ship`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
