import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Staff } from './types';

const ME_KEY = ['me'] as const;

export const login = (body: { username: string; password: string }) =>
  api.post<Staff>('/admin-api/login', body);

export const logout = () => api.delete<null>('/admin-api/logout');

export const meQuery = () =>
  queryOptions({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => api.get<Staff>('/admin-api/me', { signal }),
    // The session lasts until logout or 8 idle hours; any 401 sends the staff member to login.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMe = () => useQuery(meQuery());

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The login page shows the server's words (用户名或密码错误, 登录失败次数过多) itself.
    meta: { inlineErrors: true },
    onSuccess: (staff) => {
      // Whatever another account loaded must not show through.
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, staff);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
