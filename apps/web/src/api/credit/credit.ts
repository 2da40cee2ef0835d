import type { StatementDetail, StatementItem, UserCredit } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

/** Every 账期 query: a payment, a repayment or a confirmation refreshes them all. */
export const CREDIT_QUERY_ROOT = 'credit';

/** 账期 summary: limit, used, available, next statement, overdue. */
export const useCredit = (enabled = true) =>
  useQuery({
    queryKey: [CREDIT_QUERY_ROOT, 'summary'],
    queryFn: async ({ signal }) => (await api.get<UserCredit>('/api/user/credit', { signal })).data,
    staleTime: 0,
    enabled,
  });

export const useStatements = () =>
  useQuery({
    queryKey: [CREDIT_QUERY_ROOT, 'statements'],
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StatementItem[] }>('/api/user/statements', { signal })).data.data,
  });

export const useStatement = (id: number | null) =>
  useQuery({
    queryKey: [CREDIT_QUERY_ROOT, 'statement', id],
    queryFn: async ({ signal }) =>
      (await api.get<StatementDetail>(`/api/user/statements/${id}`, { signal })).data,
    enabled: id !== null,
  });

/** The statement's files, downloaded by the browser with the session cookie. */
export const statementFileUrl = (id: number, kind: 'pdf' | 'xlsx') =>
  `/api/user/statements/${id}/${kind}`;

function useStatementAction<In>(path: (input: In) => string, body: (input: In) => QueryParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: In) =>
      (await api.post<StatementDetail>(path(input), { body: body(input) })).data,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CREDIT_QUERY_ROOT] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_ROOT] }),
      ]),
  });
}

export const useConfirmStatement = () =>
  useStatementAction<{ id: number }>(
    ({ id }) => `/api/user/statements/${id}/confirm`,
    () => ({}),
  );

export const useDisputeLine = () =>
  useStatementAction<{ id: number; line_id: number; note: string }>(
    ({ id }) => `/api/user/statements/${id}/dispute`,
    ({ line_id, note }) => ({ line_id, note }),
  );

export const useRepayStatement = () =>
  useStatementAction<{ id: number; amount: string; pay_password?: string }>(
    ({ id }) => `/api/user/statements/${id}/repay`,
    ({ amount, pay_password }) => ({ amount, ...(pay_password ? { pay_password } : {}) }),
  );
