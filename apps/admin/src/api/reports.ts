import type {
  Dashboard,
  QueryOf,
  SalesReport,
  salesReportQuery as salesReportSchema,
} from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from './client';

const ROOT = 'reports';

export type SalesQuery = QueryOf<typeof salesReportSchema>;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>('/admin-api/dashboard', { signal }),
    staleTime: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQuery());

export const salesReportQuery = (query: SalesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'sales', query],
    queryFn: ({ signal }) => api.get<SalesReport>('/admin-api/reports/sales', { query, signal }),
    staleTime: 0,
  });

export const useSalesReport = (query: SalesQuery) => useQuery(salesReportQuery(query));

/** The spreadsheet's address; a link downloads it with the session cookie. */
export const salesExportUrl = ({ by, from, to }: SalesQuery) =>
  buildUrl('/admin-api/reports/sales/export', { by, from, to });

/** The 销售记录 (xlsx, one row per lot line) of the days, both included; a link downloads it. */
export const salesRecordUrl = (from: string, to: string) =>
  buildUrl('/admin-api/reports/sales-record', { from, to });
