import type { ChatConversation, ChatEvent, ChatHistory, ChatMessage, Page } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client';

export const CHAT_TEXT_MAX = 500;
const listKey = (page: number, unread: 0 | 1) => ['chat', 'conversations', page, unread];

export type ConversationPage = Page<ChatConversation> & { unread_total: number };

/** Every buyer company's conversation, most recent first, with unread counts. */
export const useConversations = (page: number, unread: 0 | 1) =>
  useQuery({
    queryKey: listKey(page, unread),
    queryFn: ({ signal }) =>
      api.get<ConversationPage>('/admin-api/chat/conversations', {
        query: { page, unread },
        signal,
      }),
  });

export const getThread = (id: number, before?: number) =>
  api.get<ChatHistory>(`/admin-api/chat/conversations/${id}/messages`, {
    query: { limit: 30, ...(before ? { before } : {}) },
  });

export const sendReply = (id: number, text: string) =>
  api.post<ChatMessage>(`/admin-api/chat/conversations/${id}/messages`, { text });

export const markThreadRead = (id: number) =>
  api.post<null>(`/admin-api/chat/conversations/${id}/read`, {});

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The console's socket (its staff cookie authenticates the upgrade): every
 * event refreshes the conversation list and goes to `onEvent`; after a drop
 * it reconnects with a growing wait (1 s doubling to 30 s), then `onEvent`
 * hears 'open' so the open thread is fetched again.
 */
export function useChatSocket(onEvent: (e: ChatEvent | { type: 'open' }) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/admin-api/chat/ws`);
      socket.onopen = () => {
        retry = RETRY_FIRST_MS;
        void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
        onEvent({ type: 'open' });
      };
      socket.onmessage = (m) => {
        void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
        onEvent(JSON.parse(String(m.data)) as ChatEvent);
      };
      socket.onclose = (e) => {
        // 4008: a newer tab of this session took the socket; reconnecting would take it back.
        if (stopped || e.code === 4008) return;
        timer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [queryClient, onEvent]);
}
