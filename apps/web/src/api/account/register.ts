import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

export type RegisterInput = {
  mobile: string;
  code: string;
  username: string;
  password: string;
  password_confirmation: string;
};

/** Step 1: creates the account and logs it in. */
export async function register(input: RegisterInput): Promise<{ token: string }> {
  return (await api.post<{ token: string }>('/api/user/register', { body: input })).data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { inlineErrors: true },
    // The new session changes user info, prices and the registration status.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
