import type { ForgetVerifyBody, ResetPasswordBody } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

/** Forgotten password, step 1: the SMS code buys a ticket valid for 10 minutes. */
export async function forgetVerify(input: ForgetVerifyBody) {
  return (
    await api.post<{ ticket: string; expires_in: number }>('/api/user/forget/verify', {
      body: input,
    })
  ).data;
}

/** Step 2: the ticket sets the new password once; every session of the login ends. */
export async function resetPassword(input: ResetPasswordBody) {
  return (await api.post<null>('/api/user/reset-password', { body: input })).msg;
}

export const useForgetVerify = () =>
  useMutation({ mutationFn: forgetVerify, meta: { inlineErrors: true } });

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { inlineErrors: true } });
