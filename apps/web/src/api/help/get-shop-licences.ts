import type { ShopLicence } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** The shop's own licences (/sjzz). */
export const useShopLicences = () =>
  useQuery({
    queryKey: ['sjzz'],
    queryFn: async ({ signal }) => (await api.get<ShopLicence[]>('/api/sjzz', { signal })).data,
    staleTime: 5 * 60_000,
  });
