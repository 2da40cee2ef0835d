import type { Message, MessagePage } from '@shop/contract';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { userInfoQueryOptions } from '../account/get-user-info';
import { api } from '../client';

// The message centre (/wdxx). Every change refreshes the list and the user
// state, whose message_count is the right bar's badge.

export const MESSAGES_QUERY_ROOT = 'messages';

export async function getMessages(page: number, unread: boolean, signal?: AbortSignal) {
  return (
    await api.get<MessagePage>('/api/user/message', {
      query: { page, unread: unread ? 1 : 0 },
      signal,
    })
  ).data;
}

export const messagesQueryOptions = (page: number, unread: boolean) =>
  queryOptions({
    queryKey: [MESSAGES_QUERY_ROOT, page, unread],
    queryFn: ({ signal }) => getMessages(page, unread, signal),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number, unread: boolean) =>
  useQuery(messagesQueryOptions(page, unread));

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [MESSAGES_QUERY_ROOT] }),
    queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey }),
  ]);

/** Opens one message (the server marks it read). */
export function useOpenMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.get<Message>(`/api/user/message/${id}`)).data,
    onSuccess: () => refresh(queryClient),
  });
}

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ unread: number }>('/api/user/message/read-all')).msg,
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<{ unread: number }>('/api/user/message/delete', { body: { ids } })).msg,
    onSuccess: () => refresh(queryClient),
  });
}
