import type { InvoicePage, InvoiceStatus } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export const INVOICE_QUERY_ROOT = 'invoices';

export type InvoiceFilter = {
  page: number;
  order_no: string;
  start_date?: string | undefined;
  end_date?: string | undefined;
  status?: InvoiceStatus | undefined;
};

export const invoicesQueryOptions = (f: InvoiceFilter) =>
  queryOptions({
    queryKey: [INVOICE_QUERY_ROOT, 'list', f],
    queryFn: async ({ signal }) =>
      (
        await api.get<InvoicePage>('/api/user/invoice', {
          signal,
          query: Object.fromEntries(
            Object.entries(f).filter(([, v]) => v !== undefined && v !== ''),
          ),
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** /dzfp: the company's invoice requests, by order number, date and status. */
export const useInvoices = (f: InvoiceFilter) => useQuery(invoicesQueryOptions(f));
