import type { StaffView } from '@shop/contract';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { isApiError } from './api-error';
import { api } from './client';

const ME_KEY = ['me'] as const;

export const login = (body: { username: string; password: string }) =>
  api.post<StaffView>('/admin-api/login', body);

export const logout = () => api.delete<null>('/admin-api/logout');

export const meQuery = () =>
  queryOptions({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => api.get<StaffView>('/admin-api/me', { signal }),
    // The session lasts until logout or 8 idle hours; any 401 sends the staff member to login.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMe = () => useQuery(meQuery());

/**
 * Who is logged in, asked before any page of the console is downloaded: null
 * for a visitor (the login page is next). Read from the cache once known.
 */
export async function staffSession(queryClient: QueryClient): Promise<StaffView | null> {
  const known = queryClient.getQueryData(meQuery().queryKey);
  if (known) return known;
  try {
    // Not through the query cache: a visitor is expected here, not an error to report.
    const staff = await api.get<StaffView>('/admin-api/me');
    queryClient.setQueryData(meQuery().queryKey, staff);
    return staff;
  } catch (e) {
    if (isApiError(e) && e.kind === 'auth') return null;
    throw e;
  }
}

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
