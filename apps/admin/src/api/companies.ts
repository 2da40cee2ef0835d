import type { AdminCompany, adminCompaniesQuery, Page, QueryOf, ReviewBody } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type CompaniesQuery = QueryOf<typeof adminCompaniesQuery>;

const ROOT = 'companies';

export const companiesQuery = (query: CompaniesQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminCompany>>('/admin-api/companies', { query, signal }),
    // A table asks when the staff member asks (search, page, 刷新): always fresh.
    staleTime: 0,
  });

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminCompany>(`/admin-api/companies/${id}`, { signal }),
    staleTime: 0,
  });

export const useCompany = (id: number | null) =>
  useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });

export function useReviewCompany(options: { inlineErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewBody }) =>
      api.post<AdminCompany>(`/admin-api/companies/${id}/review`, body),
    meta: { inlineErrors: options.inlineErrors },
    onSuccess: (row) => {
      queryClient.setQueryData(companyQuery(row.id).queryKey, row);
      return queryClient.invalidateQueries({ queryKey: [ROOT, 'list'] });
    },
  });
}
