import { useMutation } from '@tanstack/react-query';
import { api } from '../client';

export type LoginInput = { username: string; password: string };

/** Username or mobile plus password; the server sets the session cookie. */
export async function login(input: LoginInput): Promise<{ token: string }> {
  return (await api.post<{ token: string }>('/api/user/login', { body: input })).data;
}

export const useLogin = () => useMutation({ mutationFn: login, meta: { inlineErrors: true } });
