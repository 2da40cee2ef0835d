import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type MoneyLogEntry, type MoneyUseType, WALLET_QUERY_ROOT } from './account-types';
import { api } from './client';
import type { Page } from './types';

export type MoneyLogParams = {
  page: number;
  use_type: MoneyUseType;
  /** YYYY-MM-DD */
  start_time?: string;
  end_time?: string;
};

export async function getMoneyLog(params: MoneyLogParams, signal?: AbortSignal) {
  return (await api.get<Page<MoneyLogEntry>>('/api/user/user-money/log', { query: params, signal }))
    .data;
}

export const moneyLogQueryOptions = (params: MoneyLogParams) =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'log', params],
    queryFn: ({ signal }) => getMoneyLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMoneyLog = (params: MoneyLogParams) => useQuery(moneyLogQueryOptions(params));
