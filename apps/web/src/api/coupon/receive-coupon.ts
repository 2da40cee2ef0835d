import type { Coupon, CouponTemplate } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { CART_QUERY_ROOT, WALLET_QUERY_ROOT } from '../query-keys';

export type Received = { coupon: Coupon; template: CouponTemplate };

export async function receiveCoupon(id: number) {
  const res = await api.post<Received>('/api/coupon/receive', { body: { id } });
  return { ...res.data, msg: res.msg };
}

/** Claims one coupon; the centre, the wallet's coupons and the cart's coupon list refresh. */
export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] }),
      ]),
  });
}
