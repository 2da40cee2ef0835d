import type { UserMoney } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

export async function getUserMoney(signal?: AbortSignal): Promise<UserMoney> {
  return (await api.get<UserMoney>('/api/user/user-money', { signal })).data;
}

export const userMoneyQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'money'],
    queryFn: ({ signal }) => getUserMoney(signal),
    staleTime: 0,
  });

/** `enabled: false` for a login that may not pay: the balance is not its business. */
export const useUserMoney = (enabled = true) => useQuery({ ...userMoneyQueryOptions(), enabled });
