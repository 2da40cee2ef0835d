import type { FriendLink } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';

export async function getFriendLinks(signal?: AbortSignal): Promise<FriendLink[]> {
  return (await api.get<FriendLink[]>('/api/global/links', { signal })).data;
}

export const friendLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['friend-links'],
    queryFn: ({ signal }) => getFriendLinks(signal),
    staleTime: 30 * 60_000,
  });

export const useFriendLinks = () => useQuery(friendLinksQueryOptions());
