import type { CouponStatus, Page, Coupon as UserCoupon } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

/** type 1 coupons (优惠券), 2 cash vouchers (现金券). */
export type CouponParams = { page: number; status: CouponStatus; type: 1 | 2 };

export async function getCoupons(params: CouponParams, signal?: AbortSignal) {
  return (await api.get<Page<UserCoupon>>('/api/user/coupon', { query: params, signal })).data;
}

export const couponsQueryOptions = (params: CouponParams) =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'coupons', params],
    queryFn: ({ signal }) => getCoupons(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCoupons = (params: CouponParams) => useQuery(couponsQueryOptions(params));
