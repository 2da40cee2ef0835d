import type { CompanyLogin } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** A buyer company's logins: its main account, sub-accounts, and logins holding it as a further store. */
export const useCompanyLogins = (id: number) =>
  useQuery({
    queryKey: ['companies', 'logins', id],
    queryFn: ({ signal }) =>
      api.get<CompanyLogin[]>(`/admin-api/companies/${id}/logins`, { signal }),
    staleTime: 0,
  });
