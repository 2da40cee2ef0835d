import type { AdminWechatLogin } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const key = (id: number) => ['companies', 'wechat', id];

/** A buyer company's logins and whether each has WeChat bound. */
export const useCompanyWechat = (id: number) =>
  useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get<AdminWechatLogin[]>(`/admin-api/companies/${id}/wechat`, { signal }),
    staleTime: 0,
  });

/** Unbinds one login's WeChat (audited). */
export function useUnbindWechat(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete<AdminWechatLogin[]>(`/admin-api/companies/${id}/users/${userId}/wechat`),
    meta: { inlineErrors: true },
    onSuccess: (rows) => queryClient.setQueryData(key(id), rows),
  });
}
