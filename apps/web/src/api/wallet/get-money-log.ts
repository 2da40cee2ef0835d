import type { MoneyLogEntry, MoneyUseType, Page } from '@shop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { WALLET_QUERY_ROOT } from '../query-keys';

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

/** `enabled: false` for a login the ledger is closed to (pay and see_all_orders are needed). */
export const useMoneyLog = (params: MoneyLogParams, enabled = true) =>
  useQuery({ ...moneyLogQueryOptions(params), enabled });
