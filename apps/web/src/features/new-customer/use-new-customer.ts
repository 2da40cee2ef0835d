import type { NewCustomerList } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ORDER_QUERY_ROOT } from '../../api/query-keys';

/** GET /api/new-customer: the offers and whether this company may still buy (under orders: placing one refreshes it). */
export const newCustomerQuery = () =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'xr'],
    queryFn: async ({ signal }) =>
      (await api.get<NewCustomerList>('/api/new-customer', { signal })).data,
  });

export const useNewCustomer = () => useQuery(newCustomerQuery());
