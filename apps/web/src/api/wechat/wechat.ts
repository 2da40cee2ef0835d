import type { WechatBinding, WechatPoll, WechatQr, WechatRegisterBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';

export const WECHAT_QUERY_ROOT = 'wechat';

/** A QR code to bind the login's WeChat or to log in with one. */
export async function createWechatQr(purpose: 'login' | 'bind'): Promise<WechatQr> {
  return (await api.post<WechatQr>('/api/user/wechat/qrcode', { body: { purpose } })).data;
}

/** Whether the phone has confirmed; a bind is made, or a login started, by this call. */
export async function pollWechat(ticket: string): Promise<WechatPoll> {
  return (await api.post<WechatPoll>('/api/user/wechat/poll', { body: { ticket } })).data;
}

export const useWechatBinding = () =>
  useQuery({
    queryKey: [WECHAT_QUERY_ROOT, 'binding'],
    queryFn: async ({ signal }) =>
      (await api.get<WechatBinding>('/api/user/wechat', { signal })).data,
  });

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<null>('/api/user/unbind-wechat')).msg,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** /register/wechat step 1: registers and binds the WeChat of the login scan. */
export async function registerWithWechat(input: WechatRegisterBody) {
  return (await api.post<{ token: string }>('/api/user/register/wechat', { body: input })).data;
}

export function useRegisterWithWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithWechat,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The login scan's ticket, kept in this tab from the login page to /register/wechat. */
export const WECHAT_REGISTER_TICKET = 'wechat_register_ticket';
