import type { OrderTransfer } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { ORDER_QUERY_ROOT } from '../query-keys';

/** What a transfer pays: an order, or a 账期 statement (对公转账还款). */
export type TransferTarget = { kind: 'order' | 'statement'; id: number };

/** The target's address: its transfer routes hang below it. */
export const targetBase = (t: TransferTarget) =>
  t.kind === 'order' ? `/api/order/${t.id}` : `/api/user/statements/${t.id}`;

/** GET {target}/transfer: the 对公转账 (account, 附言 code, receipts, state); a statement's is null until opened. */
export async function getTransfer(
  t: TransferTarget,
  signal?: AbortSignal,
): Promise<OrderTransfer | null> {
  return (await api.get<OrderTransfer | null>(`${targetBase(t)}/transfer`, { signal })).data;
}

export const transferQueryOptions = (t: TransferTarget) =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'transfer', t.kind, t.id],
    queryFn: ({ signal }) => getTransfer(t, signal),
    staleTime: 0,
    retry: false,
  });

/** Only asked for a target whose buyer chose 对公转账 (others have none: 404). */
export const useTransfer = (t: TransferTarget, enabled = true) =>
  useQuery({
    ...transferQueryOptions(t),
    enabled: enabled && t.id > 0,
    meta: { inlineErrors: true },
  });

/** Where the buyer opens one of its receipts (the session cookie goes along). */
export const receiptUrl = (t: TransferTarget, receiptId: number) =>
  `${targetBase(t)}/transfer-receipt/${receiptId}`;
