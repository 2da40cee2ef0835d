import type { ChangeMobileBody } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { api } from '../client';

/** POST /api/user/mobile: the new login mobile with its SMS code (type change_mobile). */
export function useChangeMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeMobileBody) =>
      (await api.post<null>('/api/user/mobile', { body })).msg,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  });
}
