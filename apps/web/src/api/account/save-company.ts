import type { CompanyKind } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { registerStatusQueryOptions } from './get-register-status';

export type CompanyInput = {
  name: string;
  type: CompanyKind;
  contact_name: string;
  contact_phone: string;
  email?: string;
  region: string;
  address: string;
};

/** Registration step 2. */
export async function saveCompany(input: CompanyInput): Promise<void> {
  await api.post<null>('/api/user/register/company', { body: input });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    meta: { inlineErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: registerStatusQueryOptions().queryKey }),
  });
}
