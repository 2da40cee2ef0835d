import type { ChangePasswordBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

/** POST /api/user/password: every other session of the user ends; this one stays. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      (await api.post<null>('/api/user/password', { body })).msg,
    meta: { inlineErrors: true },
  });
