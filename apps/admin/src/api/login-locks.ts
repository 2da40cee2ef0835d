import type { LoginLock, LoginLockPage, PageQuery } from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const ROOT = 'login-locks';

/** The logins locked for unknown browsers now (登录保护). */
export const loginLocksQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: [ROOT, query],
    queryFn: ({ signal }) => api.get<LoginLockPage>('/admin-api/login-locks', { query, signal }),
    staleTime: 0,
  });

/** Lets the login in from any browser again (audited). */
export function useLiftLoginLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<null>(`/admin-api/login-locks/${userId}/lift`, {}),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export type { LoginLock };
