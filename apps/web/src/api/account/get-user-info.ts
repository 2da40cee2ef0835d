import type { UserInfo } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { api } from '../client';

/** The buyer's state, or null for a visitor (the server answers 10001 without a session). */
export async function getUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return (await api.get<UserInfo>('/api/user/info', { signal, silentAuth: true })).data;
  } catch (error) {
    if (isApiError(error) && error.kind === 'auth') return null;
    throw error;
  }
}

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'info'],
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 60_000,
  });

export function useUserInfo() {
  const query = useQuery(userInfoQueryOptions());
  return { ...query, user: query.data ?? null, isVisitor: query.isSuccess && !query.data };
}
