import type { CompanyUser } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export type CopyResult = { copied: number; skipped: { name: string; reason: string }[] };

/** The company's other users, whom cart lines can be copied to. */
export const useCompanyUsers = () =>
  useQuery({
    queryKey: ['user', 'company-users'],
    queryFn: async ({ signal }) =>
      (await api.get<CompanyUser[]>('/api/user/company-users', { signal })).data,
    staleTime: 60_000,
  });

/** POST /api/cart/copy: the caller's lines into the other users' carts (theirs change, not ours). */
export const useCopyCartLines = () =>
  useMutation({
    mutationFn: async (body: { ids: number[]; other_user_ids: number[] }) =>
      (await api.post<CopyResult>('/api/cart/copy', { body })).data,
  });
