import type { ShopPapers } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** The shop's own licences (首营资料), for approved buyers (docs/api-qualification.md). */
export const shopPapersQueryOptions = () =>
  queryOptions({
    queryKey: ['qualification', 'shop'],
    queryFn: async ({ signal }) =>
      (await api.get<ShopPapers>('/api/qualification/shop', { signal })).data,
    staleTime: 5 * 60_000,
  });

export const useShopPapers = (enabled: boolean) =>
  useQuery({ ...shopPapersQueryOptions(), enabled });
