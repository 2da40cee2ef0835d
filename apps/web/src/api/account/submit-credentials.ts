import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { registerStatusQueryOptions } from './get-register-status';
import { userInfoQueryOptions } from './get-user-info';

export type CredentialsInput = {
  business_licence_no: string;
  business_licence_expires: string;
  licence_kind: 'drug_licence' | 'medical_licence';
  licence_no: string;
  licence_expires: string;
};

/** Registration step 3: the company's review becomes pending. */
export async function submitCredentials(input: CredentialsInput): Promise<void> {
  await api.post<null>('/api/user/register/credentials', { body: input });
}

export function useSubmitCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCredentials,
    meta: { inlineErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: registerStatusQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    },
  });
}
