import type {
  AdminCredentialItem,
  CredentialItem,
  CredentialReviewPage,
  PageQuery,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'credentials';

export type CredentialReviewStatus = 'pending' | 'rejected' | 'current' | 'all';
export type CredentialReviewQuery = PageQuery & {
  status: CredentialReviewStatus;
  keywords?: string | undefined;
};

/** The licences buyers uploaded, by review status (pending first in, first out). */
export const credentialReviewQuery = (query: CredentialReviewQuery) =>
  queryOptions({
    queryKey: [ROOT, 'list', query],
    queryFn: ({ signal }) =>
      api.get<CredentialReviewPage>('/admin-api/credentials', { query, signal }),
    staleTime: 0,
  });

/** Every licence of one company (current, pending, rejected), for its drawer. */
export const useCompanyCredentials = (companyId: number) =>
  useQuery({
    queryKey: [ROOT, 'company', companyId],
    queryFn: ({ signal }) =>
      api.get<CredentialItem[]>(`/admin-api/companies/${companyId}/credentials`, { signal }),
    staleTime: 0,
  });

/** Approve (the upload becomes the licence in force) or reject with the reason the buyer sees. */
export function useDecideCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; approve: 0 | 1; reason: string }) =>
      api.post<CredentialItem>(`/admin-api/credentials/${id}/decision`, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

/**
 * The full number of a purchaser's ID card, and the ID number a 采购委托书
 * names (reviewers only; the server audits each look).
 */
export const fetchFullNumber = (id: number) =>
  api.get<{ number: string; holder_id_number: string }>(`/admin-api/credentials/${id}/number`);

export type { AdminCredentialItem, CredentialItem };
