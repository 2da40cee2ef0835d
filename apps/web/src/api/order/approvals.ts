import type { ApprovalItem, Order } from '@shop/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT, ORDER_QUERY_ROOT } from '../query-keys';

/** Orders waiting for this main account's approval, in every store it holds. */
export const approvalsOptions = () =>
  queryOptions({
    queryKey: [ORDER_QUERY_ROOT, 'approvals'],
    queryFn: async ({ signal }) =>
      (await api.get<ApprovalItem[]>('/api/order/approvals', { signal })).data,
    staleTime: 0,
  });

export const useApprovals = (enabled = true) => useQuery({ ...approvalsOptions(), enabled });

function useDecision<V>(run: (v: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDER_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [GOODS_QUERY_ROOT] }),
      ]),
  });
}

/** Approves: the order becomes payable with a fresh pay window. */
export const useApproveOrder = () =>
  useDecision(async (id: number) => (await api.post<Order>(`/api/order/${id}/approve`)).data);

/** Rejects with a reason: the order is cancelled and its stock comes back. */
export const useRejectOrder = () =>
  useDecision(
    async ({ id, reason }: { id: number; reason: string }) =>
      (await api.post<Order>(`/api/order/${id}/reject`, { body: { reason } })).data,
  );
