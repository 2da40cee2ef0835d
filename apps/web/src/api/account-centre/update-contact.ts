import type { UserUpdateBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { api } from '../client';
import { gszzQueryOptions } from './get-gszz';

/** POST api/user/update: the contact person and phone; the user state shows them. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserUpdateBody) =>
      (await api.post<null>('/api/user/update', { body })).msg,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: gszzQueryOptions().queryKey }),
      ]),
  });
}
