import type { VarietyPage, VarietyRequest, VarietyRequestBody } from '@shop/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../client';

// 品种求购 (/pzqg): the company's requests and a new one.

/** What the form sends (the contract's input, with the quantity a number). */
export type NewVarietyRequest = Omit<VarietyRequestBody, 'quantity'> & { quantity: number };

export const VARIETY_QUERY_ROOT = 'variety-requests';

export const varietyRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [VARIETY_QUERY_ROOT, 'page', page],
    queryFn: async ({ signal }) =>
      (await api.get<VarietyPage>('/api/user/buy', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  });

export const useVarietyRequests = (page: number) => useQuery(varietyRequestsQueryOptions(page));

export const varietyRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [VARIETY_QUERY_ROOT, 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<VarietyRequest>(`/api/user/buy/${id}`, { signal })).data,
  });

export const useVarietyRequest = (id: number) =>
  useQuery({ ...varietyRequestQueryOptions(id), enabled: id > 0 });

/** Submits a request; the form shows field errors itself. */
export function useCreateVarietyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewVarietyRequest) =>
      (await api.post<VarietyRequest>('/api/user/buy', { body })).data,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VARIETY_QUERY_ROOT] }),
  });
}
