import type {
  AdminCompany,
  BalanceBody,
  CompanyUpdateBody,
  ParticularsBody,
  RankOption,
  ServiceContactOption,
} from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { companyQuery } from './companies';

// The console's writes on a buyer beyond the review: rank and contact,
// freezing, the balance. Each answers the company row, which replaces the
// drawer's copy (so the balance shown is the new one) and refreshes the list.

export type { BalanceBody, CompanyUpdateBody, RankOption, ServiceContactOption };

export const ranksQuery = () =>
  queryOptions({
    queryKey: ['ranks'],
    queryFn: ({ signal }) => api.get<RankOption[]>('/admin-api/ranks', { signal }),
    staleTime: 5 * 60_000,
  });

export const serviceContactsQuery = () =>
  queryOptions({
    queryKey: ['service-contacts'],
    queryFn: ({ signal }) =>
      api.get<ServiceContactOption[]>('/admin-api/service-contacts', { signal }),
    staleTime: 5 * 60_000,
  });

export const useRanks = (enabled: boolean) => useQuery({ ...ranksQuery(), enabled });
export const useServiceContacts = (enabled: boolean) =>
  useQuery({ ...serviceContactsQuery(), enabled });

function useCompanyWrite<V>(call: (id: number, values: V) => Promise<AdminCompany>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: V }) => call(id, values),
    meta: { inlineErrors: true },
    onSuccess: (row) => {
      queryClient.setQueryData(companyQuery(row.id).queryKey, row);
      return queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
    },
  });
}

export const useSetStanding = () =>
  useCompanyWrite((id, body: CompanyUpdateBody) =>
    api.put<AdminCompany>(`/admin-api/companies/${id}`, body),
  );

/** 登记信息: name, legal person, region, address and 经营范围 (staff with buyers.review). */
export const useSetParticulars = () =>
  useCompanyWrite((id, body: ParticularsBody) =>
    api.put<AdminCompany>(`/admin-api/companies/${id}/particulars`, body),
  );

export const useFreeze = () =>
  useCompanyWrite((id, body: { frozen: boolean; reason: string }) =>
    api.post<AdminCompany>(`/admin-api/companies/${id}/${body.frozen ? 'freeze' : 'unfreeze'}`, {
      reason: body.reason,
    }),
  );

export const useAdjustBalance = () =>
  useCompanyWrite((id, body: BalanceBody) =>
    api.post<AdminCompany>(`/admin-api/companies/${id}/balance`, body),
  );

/** A fresh request key per opened form: a double click or a retry books once. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
