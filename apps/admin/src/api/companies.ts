import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { CompaniesQuery, CompanyRow, Page, ReviewBody } from './types';

const ROOT = 'companies';

export const companiesQuery = (query: CompaniesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<Page<CompanyRow>>('/admin-api/companies', { query, signal }),
    // A table asks when the staff member asks (search, page, 刷新): always fresh.
    staleTime: 0,
  });

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) => api.get<CompanyRow>(`/admin-api/companies/${id}`, { signal }),
    staleTime: 0,
  });

export const useCompany = (id: number | null) =>
  useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });

export function useReviewCompany(options: { inlineErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewBody }) =>
      api.post<CompanyRow>(`/admin-api/companies/${id}/review`, body),
    meta: { inlineErrors: options.inlineErrors },
    onSuccess: (row) => {
      queryClient.setQueryData(companyQuery(row.id).queryKey, row);
      return queryClient.invalidateQueries({ queryKey: [ROOT, 'list'] });
    },
  });
}
