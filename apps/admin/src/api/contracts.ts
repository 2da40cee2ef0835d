import type { ContractSignaturePage, ContractVersionItem, PageQuery } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export type { ContractSignaturePage, ContractVersionItem };

const ROOT = 'contracts';

/** Every published version, newest (the one in force) first, with how many signed it. */
export const useContractVersions = () =>
  useQuery({
    queryKey: [ROOT, 'versions'],
    queryFn: ({ signal }) => api.get<ContractVersionItem[]>('/admin-api/contracts', { signal }),
    staleTime: 0,
  });

export const signaturesQuery = (query: PageQuery & { version_id?: number | undefined }) =>
  queryOptions({
    queryKey: [ROOT, 'signatures', query],
    queryFn: ({ signal }) =>
      api.get<ContractSignaturePage>('/admin-api/contracts/signatures', { query, signal }),
    staleTime: 0,
  });

/** Publishes a new version: in force at once, every company signs it again. */
export function usePublishContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; body: string }) =>
      api.post<ContractVersionItem[]>('/admin-api/contracts', body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
