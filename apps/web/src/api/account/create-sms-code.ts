import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

export type SmsCodeInput = { mobile: string; type: 'register' | 'forget' | 'change_mobile' };

/** Sends a 6-digit code; the server refuses a second one within 60 s (429). */
export async function createSmsCode(input: SmsCodeInput): Promise<string> {
  return (await api.post<null>('/api/user/create-code', { body: input })).msg;
}

export const useCreateSmsCode = () =>
  useMutation({ mutationFn: createSmsCode, meta: { inlineErrors: true } });
