import type { FranchiseApplyBody, FranchiseStatus, Goods, Page } from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { GOODS_QUERY_ROOT } from '../query-keys';

const STATUS_KEY = ['user', 'franchise'];

/** 加盟专区's goods (GET /api/franchise/goods). */
export const useFranchiseGoods = (page: number) =>
  useQuery({
    queryKey: [GOODS_QUERY_ROOT, 'franchise', page],
    queryFn: async ({ signal }) =>
      (await api.get<Page<Goods>>('/api/franchise/goods', { query: { page }, signal })).data,
    placeholderData: keepPreviousData,
  });

/** The company's latest franchise application and whether it may apply now. */
export const useFranchiseStatus = (enabled: boolean) =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<FranchiseStatus>('/api/franchise/apply', { signal })).data,
    enabled,
  });

/** Sends the application; the form shows a refusal itself. */
export function useApplyFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FranchiseApplyBody) =>
      (await api.post<FranchiseStatus>('/api/franchise/apply', { body })).data,
    meta: { inlineErrors: true },
    onSuccess: (status) => queryClient.setQueryData(STATUS_KEY, status),
  });
}
