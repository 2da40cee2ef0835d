import type { HelpMenu } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export const helpMenuQueryOptions = () =>
  queryOptions({
    queryKey: ['help', 'menu'],
    queryFn: async ({ signal }) => (await api.get<HelpMenu>('/api/help/menu', { signal })).data,
    staleTime: 5 * 60_000,
  });

/** The help centre's left menu: groups and their articles. */
export const useHelpMenu = () => useQuery(helpMenuQueryOptions());
