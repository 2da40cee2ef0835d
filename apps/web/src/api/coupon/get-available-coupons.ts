import type { CouponTemplate, Page } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

/** 0 all, 1 store-wide, 2 limited to goods or categories, 3 cash vouchers. */
export type CentreType = 0 | 1 | 2 | 3;
export type CentreParams = { page: number; type: CentreType };

export async function getAvailableCoupons(params: CentreParams, signal?: AbortSignal) {
  return (
    await api.get<Page<CouponTemplate>>('/api/user/available-coupon', { query: params, signal })
  ).data;
}

export const availableCouponsQueryOptions = (params: CentreParams) =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'centre', params],
    queryFn: ({ signal }) => getAvailableCoupons(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAvailableCoupons = (params: CentreParams) =>
  useQuery(availableCouponsQueryOptions(params));
