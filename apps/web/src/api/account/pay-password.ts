import type { PayPasswordStatus } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

const PAY_PASSWORD_KEY = ['user', 'pay-password'] as const;

export const payPasswordOptions = () =>
  queryOptions({
    queryKey: PAY_PASSWORD_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<PayPasswordStatus>('/api/user/pay-password', { signal })).data,
    staleTime: 0,
  });

/** Whether the company's balance payments ask for a 支付密码, and whether it is locked. */
export const usePayPassword = (enabled = true) => useQuery({ ...payPasswordOptions(), enabled });

function useChange<V>(run: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAY_PASSWORD_KEY }),
  });
}

/** Texts a code to the main account's own mobile; the masked mobile it went to. */
export const useSendPayPasswordCode = () =>
  useMutation({
    mutationFn: async () =>
      (await api.post<{ mobile: string }>('/api/user/pay-password/code')).data.mobile,
    meta: { inlineErrors: true },
  });

type NewPassword = { password: string; password_confirmation: string };

/** Turns it on, or resets a forgotten one, with the SMS code. */
export const useSetPayPassword = () =>
  useChange(async (body: NewPassword & { code: string }) =>
    api.post<null>('/api/user/pay-password', { body }),
  );

export const useChangePayPassword = () =>
  useChange(async (body: NewPassword & { old_password: string }) =>
    api.put<null>('/api/user/pay-password', { body }),
  );

export const useDisablePayPassword = () =>
  useChange(async (body: { code: string }) =>
    api.post<null>('/api/user/pay-password/disable', { body }),
  );
