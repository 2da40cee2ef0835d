import type {
  AdminCompany,
  AdminCreditLine,
  AdminDispute,
  CreditLineBody,
  Page,
  ReceivableRow,
  StatementItem,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type { AdminCreditLine, AdminDispute, CreditLineBody, ReceivableRow };
export type AdminStatement = StatementItem & { company_id: number; company_name: string };

const ROOT = 'credit';

export const creditLinesQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'lines'],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminCreditLine[] }>('/admin-api/credit/lines', { signal }),
    staleTime: 0,
  });

export const creditStatementsQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'statements'],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminStatement[] }>('/admin-api/credit/statements', { signal }),
    staleTime: 0,
  });

export const disputesQuery = (state: 'open' | 'resolved') =>
  queryOptions({
    queryKey: [ROOT, 'disputes', state],
    queryFn: ({ signal }) =>
      api.get<{ data: AdminDispute[] }>('/admin-api/credit/disputes', {
        query: { state },
        signal,
      }),
    staleTime: 0,
  });

export const receivablesQuery = () =>
  queryOptions({
    queryKey: [ROOT, 'receivables'],
    queryFn: ({ signal }) =>
      api.get<{ data: ReceivableRow[]; total: ReceivableRow }>('/admin-api/credit/receivables', {
        signal,
      }),
    staleTime: 0,
  });

/** The 应收账龄 workbook; the session cookie goes along. */
export const receivablesXlsxUrl = '/admin-api/credit/receivables.xlsx';

/** Companies by name, for granting a line (finance reads buyers). */
export const searchCompanies = (keywords: string) =>
  api.get<Page<AdminCompany>>('/admin-api/companies', {
    query: { keywords, page: 1, page_size: 20 },
  });

function useCreditWrite<In, Out>(fn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** 授予 or 调整 a line (audited). */
export const useSaveCreditLine = () =>
  useCreditWrite(({ companyId, body }: { companyId: number; body: CreditLineBody }) =>
    api.put<AdminCreditLine>(`/admin-api/credit/lines/${companyId}`, body),
  );

/** 立即出账: closes the company's period now (audited). */
export const useCloseNow = () =>
  useCreditWrite((companyId: number) =>
    api.post<StatementItem>(`/admin-api/credit/lines/${companyId}/close`, {}),
  );

export const useResolveDispute = () =>
  useCreditWrite(({ id, answer }: { id: number; answer: string }) =>
    api.post<{ id: number }>(`/admin-api/credit/disputes/${id}/resolve`, { answer }),
  );
