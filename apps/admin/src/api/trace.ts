import type { Packing, TraceScanBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from './client';

// 打包发货 (docs/api-trace.md): an order's packing view, each scan of a
// 药品追溯码, its undoing, and each shipment's 出库单. Under the orders' key,
// so shipping (api/orders.ts) refreshes the packing view too.

export const packingQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'packing', id],
    queryFn: ({ signal }) => api.get<Packing>(`/admin-api/orders/${id}/packing`, { signal }),
    staleTime: 0,
  });

export const usePacking = (id: number) => useQuery(packingQuery(id));

/** A scan; its refusal (重复扫码, 非本订单商品 ...) is shown by the page beside the box. */
export function useScanCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TraceScanBody) =>
      api.post<Packing>(`/admin-api/orders/${id}/trace-codes`, body),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(packingQuery(id).queryKey, data),
  });
}

export function useUndoCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.delete<Packing>(`/admin-api/orders/${id}/trace-codes/${encodeURIComponent(code)}`),
    onSuccess: (data) => queryClient.setQueryData(packingQuery(id).queryKey, data),
  });
}

/** 重新上报: hands a shipment's 出库单 to the platform again. */
export function useRetryUpload(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) =>
      api.post<Packing>(`/admin-api/orders/${id}/shipments/${shipmentId}/outbound-bill/upload`),
    onSuccess: (data) => queryClient.setQueryData(packingQuery(id).queryKey, data),
  });
}

/** The 出库单 CSV's address; the session cookie goes along. */
export const outboundBillUrl = (id: number, shipmentId: number) =>
  buildUrl(`/admin-api/orders/${id}/shipments/${shipmentId}/outbound-bill`);
