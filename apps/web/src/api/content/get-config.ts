import type { SiteConfig } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

/** Site title, hotlines, licences and the default service contact. */
export async function getConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return (await api.get<SiteConfig>('/api/get_config', { signal })).data;
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: 10 * 60_000,
  });

export const useConfig = () => useQuery(configQueryOptions());
