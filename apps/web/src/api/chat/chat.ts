import type { ChatEvent, ChatHistory, ChatMessage, ChatState } from '@shop/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../client';

export const CHAT_TEXT_MAX = 500;
export const chatStateKey = ['chat', 'state'] as const;

export const chatStateQueryOptions = () =>
  queryOptions({
    queryKey: chatStateKey,
    queryFn: async ({ signal }) => (await api.get<ChatState>('/api/chat', { signal })).data,
    staleTime: 60_000,
  });

export const useChatState = (enabled: boolean) => useQuery({ ...chatStateQueryOptions(), enabled });

export const getChatHistory = async (before?: number) =>
  (
    await api.get<ChatHistory>('/api/chat/messages', {
      query: before ? { before, limit: 20 } : { limit: 20 },
    })
  ).data;

export const sendChatMessage = async (text: string) =>
  (await api.post<ChatMessage>('/api/chat/messages', { body: { text } })).data;

export const readChat = async () => (await api.post<null>('/api/chat/read', { body: {} })).data;

/** What the socket reports: the server's events, and 'open' after every (re)connection. */
export type ChatSignal = ChatEvent | { type: 'open' };
const listeners = new Set<(s: ChatSignal) => void>();

/** Hears the chat socket while mounted (the open panel). */
export function useChatSignals(listener: (s: ChatSignal) => void) {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one socket open while the buyer has the chat (the unread badge stays
 * live); after a drop it reconnects, waiting 1 s, then twice as long each
 * time, at most 30 s. The session cookie authenticates the upgrade.
 */
export function useChatSocket(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retry = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/api/chat/ws`);
      socket.onopen = () => {
        retry = RETRY_FIRST_MS;
        // Whatever arrived while disconnected is fetched again.
        void queryClient.invalidateQueries({ queryKey: chatStateKey });
        for (const l of listeners) l({ type: 'open' });
      };
      socket.onmessage = (m) => {
        const e = JSON.parse(String(m.data)) as ChatEvent;
        if (e.type === 'message')
          queryClient.setQueryData<ChatState>(chatStateKey, (s) =>
            s ? { ...s, unread: e.unread, conversation_id: e.message.conversation_id } : s,
          );
        if (e.type === 'read' && e.side === 'buyer')
          queryClient.setQueryData<ChatState>(chatStateKey, (s) => (s ? { ...s, unread: 0 } : s));
        for (const l of listeners) l(e);
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
  }, [enabled, queryClient]);
}
