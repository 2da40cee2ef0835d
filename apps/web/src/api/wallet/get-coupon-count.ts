import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

export type CouponCount = { unused: number; cash: number };

export async function getCouponCount(signal?: AbortSignal): Promise<CouponCount> {
  return (await api.get<CouponCount>('/api/user/coupon-count', { signal })).data;
}

export const couponCountQueryOptions = () =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'coupon-count'],
    queryFn: ({ signal }) => getCouponCount(signal),
  });

export const useCouponCount = () => useQuery(couponCountQueryOptions());
