import type { RegisterStatus } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { api } from '../client';

export const REGISTER_STATUS_QUERY_KEY = ['user', 'register-status'] as const;

/** Where the caller's registration stands; null for a visitor (nothing registered yet). */
export async function getRegisterStatus(signal?: AbortSignal): Promise<RegisterStatus | null> {
  try {
    return (
      await api.get<RegisterStatus>('/api/user/register/status', { signal, silentAuth: true })
    ).data;
  } catch (error) {
    if (isApiError(error) && error.kind === 'auth') return null;
    throw error;
  }
}

export const registerStatusQueryOptions = () =>
  queryOptions({
    queryKey: REGISTER_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getRegisterStatus(signal),
    staleTime: 0,
  });

export const useRegisterStatus = () => useQuery(registerStatusQueryOptions());
