import type { CreatedOrder, InvoiceType } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCart } from '../cart/cart-cache';
import { api } from '../client';
import { GOODS_QUERY_ROOT, ORDER_QUERY_ROOT } from '../query-keys';

export type CreateOrderInput = {
  ids: number[];
  address_id: number;
  coupon_id: number;
  /** 0: no cash voucher. */
  voucher_id: number;
  invoice_type: InvoiceType;
  remark: string;
  /** Idempotency key: the same key again answers the first order, never a second one. */
  key: string;
};

export async function createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
  return (await api.post<CreatedOrder>('/api/order/create', { body: input })).data;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Step 2's own check query is left alone: its lines have left the cart, so asking
    // again while the page is still on screen would answer 404.
    onSuccess: () =>
      Promise.all([
        // The ordered lines left the cart, and stock and cartNum of their goods moved.
        refreshCart(queryClient),
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT, 'list'] }),
        queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT] }),
      ]),
  });
}
