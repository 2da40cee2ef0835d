import type { AdminCompany, PointsBody, PointsLogPage } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { companyQuery } from './companies';

// A buyer's 积分 in the console: its ledger, and 积分调整 (answers the
// company row, like the balance adjustment, and refreshes the ledger).

export type { PointsBody, PointsLogPage };

export const POINTS_PAGE_SIZE = 10;

export const companyPointsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['companies', 'points', id, page],
    queryFn: ({ signal }) =>
      api.get<PointsLogPage>(`/admin-api/companies/${id}/points-log`, {
        query: { page, page_size: POINTS_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
  });

export const useCompanyPoints = (id: number, page: number) =>
  useQuery(companyPointsQuery(id, page));

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: PointsBody }) =>
      api.post<AdminCompany>(`/admin-api/companies/${id}/points`, values),
    meta: { inlineErrors: true },
    onSuccess: (row) => {
      queryClient.setQueryData(companyQuery(row.id).queryKey, row);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['companies', 'points', row.id] }),
      ]);
    },
  });
}
