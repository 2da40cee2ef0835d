import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_ROOT, type Address } from './account-types';
import { api } from './client';

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  return (await api.get<Address[]>('/api/user/address', { signal })).data;
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: [ADDRESS_QUERY_ROOT],
    queryFn: ({ signal }) => getAddresses(signal),
  });

export const useAddresses = () => useQuery(addressesQueryOptions());

/** A company keeps at most this many addresses (docs/api-cart-order.md). */
export const MAX_ADDRESSES = 20;
