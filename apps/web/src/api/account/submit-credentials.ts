import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { registerStatusQueryOptions } from './get-register-status';
import { userInfoQueryOptions } from './get-user-info';

/** Registration step 3: with every required document uploaded, the company's review becomes pending. */
export async function submitCredentials(): Promise<void> {
  await api.post<null>('/api/user/register/credentials', { body: {} });
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
