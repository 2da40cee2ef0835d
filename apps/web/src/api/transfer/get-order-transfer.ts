import type { OrderTransfer } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** GET /api/order/{id}/transfer: the order's 对公转账 (account, 附言 code, receipts, state). */
export async function getOrderTransfer(id: number, signal?: AbortSignal): Promise<OrderTransfer> {
  return (await api.get<OrderTransfer>(`/api/order/${id}/transfer`, { signal })).data;
}

export const orderTransferQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'transfer', id],
    queryFn: ({ signal }) => getOrderTransfer(id, signal),
    staleTime: 0,
    retry: false,
  });

/** Only asked for an order whose buyer chose 对公转账 (others have none: 404). */
export const useOrderTransfer = (id: number, enabled = true) =>
  useQuery({
    ...orderTransferQueryOptions(id),
    enabled: enabled && id > 0,
    meta: { inlineErrors: true },
  });

/** Where the buyer opens one of its receipts (the session cookie goes along). */
export const receiptUrl = (orderId: number, receiptId: number) =>
  `/api/order/${orderId}/transfer-receipt/${receiptId}`;
