import type { Address } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ADDRESS_QUERY_ROOT } from '../query-keys';

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
