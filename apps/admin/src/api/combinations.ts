import type {
  AdminCombination,
  adminCombinationsQuery,
  CombinationCreateBody,
  Page,
  QueryOf,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 组合购 packages (docs/api-combination.md).

const ROOT = 'combinations';

export type CombinationsQuery = QueryOf<typeof adminCombinationsQuery>;

/** What the form sends: times as ISO strings (the contract parses them). */
export type CombinationBody = Omit<CombinationCreateBody, 'start_time' | 'end_time'> & {
  start_time: string;
  end_time: string;
};

export const combinationsQuery = (query: CombinationsQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminCombination>>('/admin-api/combinations', { query, signal }),
    staleTime: 0,
  });

export const useCombination = (id: number | null) =>
  useQuery({
    queryKey: [ROOT, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminCombination>(`/admin-api/combinations/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Creates (no id) or edits a package. */
export function useSaveCombination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: CombinationBody }) =>
      id
        ? api.put<AdminCombination>(`/admin-api/combinations/${id}`, body)
        : api.post<AdminCombination>('/admin-api/combinations', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/** Stops selling (false) or starts again (true). */
export function useSetCombinationEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.post<AdminCombination>(`/admin-api/combinations/${id}/${enabled ? 'start' : 'stop'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
