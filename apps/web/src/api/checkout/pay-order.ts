import type { Order, PayMethod, TransferStart } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT, WALLET_QUERY_ROOT } from '../query-keys';

export type PayOrderInput = {
  id: number;
  method: PayMethod;
  /** Idempotency key: a retried payment never charges twice. */
  key: string;
  /** 支付密码, for balance (and credit) when the company has turned it on. */
  pay_password?: string;
};

/** Balance payment answers the paid order; online payment the provider page to open; transfer its 附言 code. */
export type PayOrderResult = Order | { pay_url: string } | TransferStart;

export async function payOrder({ id, ...body }: PayOrderInput): Promise<PayOrderResult> {
  return (await api.post<PayOrderResult>(`/api/order/${id}/pay`, { body })).data;
}

export const isOnlinePayment = (r: PayOrderResult): r is { pay_url: string } =>
  'pay_url' in r && typeof r.pay_url === 'string';

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // The pay page shows a refusal next to the button; the global handler showing it too was the double 403.
    meta: { inlineErrors: true },
    // A wrong 支付密码 may have locked it: the prompt reads its state again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['user', 'pay-password'] }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
      ]),
  });
}
