import type {
  AdminCashBackPeriod,
  AdminWelfareEvent,
  adminWelfareQuery,
  CashBackPeriodBody,
  Page,
  QueryOf,
  WelfareEventBody,
} from '@shop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

// 全场94折 events and 满额返 periods (docs/api-welfare.md).

const EVENTS = 'welfare-events';
const PERIODS = 'cash-back-periods';

export type WelfareListQuery = QueryOf<typeof adminWelfareQuery>;

export const welfareEventsQuery = (query: WelfareListQuery) =>
  queryOptions({
    queryKey: [EVENTS, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminWelfareEvent>>('/admin-api/welfare-events', { query, signal }),
    staleTime: 0,
  });

export const cashBackPeriodsQuery = (query: WelfareListQuery) =>
  queryOptions({
    queryKey: [PERIODS, 'list', query],
    queryFn: ({ signal }) =>
      api.get<Page<AdminCashBackPeriod>>('/admin-api/cash-back-periods', { query, signal }),
    staleTime: 0,
  });

type EventBody = Omit<WelfareEventBody, 'goods_ids'> & { goods_ids: number[] };

/** Creates (no id) or saves an event with its goods. */
export function useSaveWelfareEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ id, body }: { id?: number; body: EventBody }) =>
      id
        ? api.put<AdminWelfareEvent>(`/admin-api/welfare-events/${id}`, body)
        : api.post<AdminWelfareEvent>('/admin-api/welfare-events', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EVENTS] }),
  });
}

/** Creates (no id) or saves a period; tiers only before it starts (the server refuses after). */
export function useSaveCashBackPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ id, body }: { id?: number; body: Partial<CashBackPeriodBody> }) =>
      id
        ? api.put<AdminCashBackPeriod>(`/admin-api/cash-back-periods/${id}`, body)
        : api.post<AdminCashBackPeriod>('/admin-api/cash-back-periods', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PERIODS] }),
  });
}

/** Stops or starts an event ('welfare-events') or a period ('cash-back-periods'). */
export function useSwitchWelfare(kind: typeof EVENTS | typeof PERIODS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      api.post<unknown>(`/admin-api/${kind}/${id}/${on ? 'start' : 'stop'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  });
}
