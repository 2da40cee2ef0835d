import type { OrderInvoice } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { INVOICE_QUERY_ROOT } from './get-invoices';

export const orderInvoiceQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [INVOICE_QUERY_ROOT, 'order', orderId],
    queryFn: async ({ signal }) =>
      (await api.get<OrderInvoice>(`/api/user/invoice/order/${orderId}`, { signal })).data,
  });

/** The order detail's invoice: its request, or whether one may be made. */
export const useOrderInvoice = (orderId: number) => useQuery(orderInvoiceQueryOptions(orderId));
