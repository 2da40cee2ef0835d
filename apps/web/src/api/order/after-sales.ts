import type { AfterSale, OrderAfterSales, Page } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** Photos a request takes: the contract's MAX_AFTER_SALE_PHOTOS (front ends take only types from it). */
export const MAX_PHOTOS = 5;

export type NewAfterSale = {
  kind: 'refund' | 'return';
  reason: string;
  lines: { id: number; number: number }[];
  photos: string[];
  key: string;
};

export const orderAfterSalesOptions = (orderId: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'after-sales', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<OrderAfterSales>(`/api/order/${orderId}/after-sales`, { signal })).data,
    staleTime: 0,
  });

export const useOrderAfterSales = (orderId: number) =>
  useQuery({ ...orderAfterSalesOptions(orderId), enabled: orderId > 0 });

/** The 售后 tab of the order list: the company's requests, newest first. */
export const afterSalesPageOptions = (page: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'after-sales-list', page],
    queryFn: async ({ signal }) =>
      (await api.get<Page<AfterSale>>('/api/after-sales', { query: { page }, signal })).data,
    staleTime: 0,
  });

export const useAfterSalesPage = (page: number, enabled = true) =>
  useQuery({ ...afterSalesPageOptions(page), enabled });

function useAfterSaleWrite<V>(run: (v: V) => Promise<AfterSale>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
  });
}

export const useApplyAfterSale = (orderId: number) =>
  useAfterSaleWrite(
    async (body: NewAfterSale) =>
      (await api.post<AfterSale>(`/api/order/${orderId}/after-sales`, { body })).data,
  );

export const useReturnShipment = () =>
  useAfterSaleWrite(
    async (v: { id: number; carrier: string; tracking_no: string }) =>
      (
        await api.post<AfterSale>(`/api/after-sales/${v.id}/return-shipment`, {
          body: { carrier: v.carrier, tracking_no: v.tracking_no },
        })
      ).data,
  );

export const useCancelAfterSale = () =>
  useAfterSaleWrite(
    async (id: number) => (await api.post<AfterSale>(`/api/after-sales/${id}/cancel`)).data,
  );
