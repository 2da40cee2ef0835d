import type { ChatMessage } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import {
  CHAT_TEXT_MAX,
  type ChatSignal,
  chatStateKey,
  getChatHistory,
  readChat,
  sendChatMessage,
  useChatSignals,
  useChatState,
} from '../api/chat/chat';
import styles from './ChatPanel.module.css';

/** Messages in id order, each once (the socket and the send answer both bring one's own). */
const merge = (a: ChatMessage[], b: ChatMessage[]) =>
  [...new Map([...a, ...b].map((m) => [m.id, m])).values()].sort((x, y) => x.id - y.id);

/** The embedded customer-service chat (is_can_chat 1): the thread with the service contact. */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const state = useChatState(true);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const firstLoad = useRef(true);

  const markRead = useCallback(() => {
    readChat()
      .then(() =>
        queryClient.setQueryData(chatStateKey, (s: typeof state.data) =>
          s ? { ...s, unread: 0 } : s,
        ),
      )
      .catch(() => {});
  }, [queryClient]);

  const loadLatest = useCallback(() => {
    getChatHistory()
      .then((h) => {
        stickToBottom.current = true;
        setMessages((m) => merge(m, h.data));
        // A reload after a reconnection adds the newest; the older pages stay as they were.
        if (firstLoad.current) setHasMore(h.has_more === 1);
        firstLoad.current = false;
        markRead();
      })
      .catch((e) => setError(isApiError(e) ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [markRead]);

  // The latest page on open; again after each reconnection (below).
  useEffect(loadLatest, [loadLatest]);

  useChatSignals(
    useCallback(
      (s: ChatSignal) => {
        if (s.type === 'open') loadLatest();
        if (s.type === 'message') {
          stickToBottom.current = true;
          setMessages((m) => merge(m, [s.message]));
          if (s.message.side === 'staff') markRead();
        }
      },
      [loadLatest, markRead],
    ),
  );

  useEffect(() => {
    if (messages.length > 0 && stickToBottom.current && list.current)
      list.current.scrollTop = list.current.scrollHeight;
    stickToBottom.current = false;
  }, [messages]);

  const loadEarlier = () => {
    const first = messages[0];
    if (!first) return;
    setLoading(true);
    getChatHistory(first.id)
      .then((h) => {
        setMessages((m) => merge(h.data, m));
        setHasMore(h.has_more === 1);
      })
      .catch((e) => setError(isApiError(e) ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  };

  const send = () => {
    const t = text.trim();
    if (!t || sending) return;
    setSending(true);
    setError('');
    sendChatMessage(t)
      .then((m) => {
        stickToBottom.current = true;
        setMessages((all) => merge(all, [m]));
        setText('');
      })
      .catch((e) => setError(isApiError(e) ? e.message : '发送失败，请重试'))
      .finally(() => setSending(false));
  };

  const contact = state.data?.contact;
  return (
    <section className={styles.panel} aria-label="在线客服">
      <header className={styles.head}>
        <span>
          在线客服{contact?.name ? `：${contact.name}` : ''}
          {contact?.phone && <small> {contact.phone}</small>}
        </span>
        <button type="button" className={styles.close} onClick={onClose} aria-label="关闭在线客服">
          ×
        </button>
      </header>
      <div className={styles.list} ref={list}>
        {hasMore && (
          <button type="button" className={styles.more} onClick={loadEarlier} disabled={loading}>
            查看更早的消息
          </button>
        )}
        {loading && messages.length === 0 && <Spin className={styles.spin} />}
        {!loading && messages.length === 0 && (
          <p className={styles.empty}>您好，请问有什么可以帮您？</p>
        )}
        {messages.map((m) => (
          <div key={m.id} className={m.side === 'buyer' ? styles.mine : styles.theirs}>
            <div className={styles.meta}>
              {m.sender_name} {new Date(m.created_at).toLocaleString('zh-CN', { hour12: false })}
            </div>
            <div className={styles.bubble}>{m.text}</div>
          </div>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.compose}>
        <Input.TextArea
          aria-label="输入消息"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="请输入消息，Enter 发送，Shift+Enter 换行"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            send();
          }}
        />
        <Button type="primary" onClick={send} loading={sending} disabled={!text.trim()}>
          发送
        </Button>
      </div>
    </section>
  );
}
