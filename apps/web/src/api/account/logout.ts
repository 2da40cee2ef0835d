import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { userInfoQueryOptions } from './get-user-info';

export async function logout(): Promise<void> {
  await api.delete<null>('/api/user/logout');
}

/**
 * Before the session ends, the page stops asking for the buyer's data: the
 * running requests are cancelled and the header drops the buyer's parts (the
 * store switcher loads its stores lazily), so no request reaches the server
 * after the logout and comes back 401.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: async () => {
      queryClient.setQueryData(userInfoQueryOptions().queryKey, null);
      await queryClient.cancelQueries();
    },
    mutationFn: logout,
    onError: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  });
};
