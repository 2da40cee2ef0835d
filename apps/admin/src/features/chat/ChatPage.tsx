import { PageContainer } from '@ant-design/pro-components';
import type { ChatConversation, ChatEvent, ChatMessage } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Empty,
  Input,
  List,
  Pagination,
  Segmented,
  Space,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  CHAT_TEXT_MAX,
  getThread,
  markThreadRead,
  sendReply,
  useChatSocket,
  useConversations,
} from '../../api/chat';
import { formatTime } from '../../lib/format-time';
import styles from './ChatPage.module.css';

const merge = (a: ChatMessage[], b: ChatMessage[]) =>
  [...new Map([...a, ...b].map((m) => [m.id, m])).values()].sort((x, y) => x.id - y.id);

/** 在线客服: the buyers' conversations (unread first to the eye), the thread and a reply box. */
export function ChatPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState<0 | 1>(0);
  const list = useConversations(page, unread);
  const [current, setCurrent] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const threadRef = useRef<HTMLDivElement>(null);
  const currentId = current?.id ?? null;
  const currentRef = useRef(currentId);
  currentRef.current = currentId;

  const read = useCallback(
    (id: number) =>
      markThreadRead(id)
        .then(() => queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] }))
        .catch(() => {}),
    [queryClient],
  );

  const load = useCallback(
    (id: number, fresh: boolean) =>
      getThread(id)
        .then((h) => {
          if (currentRef.current !== id) return;
          setMessages((m) => (fresh ? h.data : merge(m, h.data)));
          if (fresh) setHasMore(h.has_more === 1);
          void read(id);
        })
        .catch((e) => setError(isApiError(e) ? e.message : '加载失败')),
    [read],
  );

  useEffect(() => {
    setMessages([]);
    setError('');
    if (currentId !== null) void load(currentId, true);
  }, [currentId, load]);

  useEffect(() => {
    if (messages.length > 0 && threadRef.current)
      threadRef.current.scrollTop = threadRef.current.scrollHeight;
  }, [messages]);

  useChatSocket(
    useCallback(
      (e: ChatEvent | { type: 'open' }) => {
        const id = currentRef.current;
        if (id === null) return;
        if (e.type === 'open') void load(id, false);
        if (e.type === 'message' && e.message.conversation_id === id) {
          setMessages((m) => merge(m, [e.message]));
          if (e.message.side === 'buyer') void read(id);
        }
      },
      [load, read],
    ),
  );

  const earlier = () => {
    const first = messages[0];
    if (!first || currentId === null) return;
    getThread(currentId, first.id).then((h) => {
      setMessages((m) => merge(h.data, m));
      setHasMore(h.has_more === 1);
    });
  };

  const send = () => {
    const t = text.trim();
    if (!t || currentId === null) return;
    setSending(true);
    setError('');
    sendReply(currentId, t)
      .then((m) => {
        setMessages((all) => merge(all, [m]));
        setText('');
      })
      .catch((e) => setError(isApiError(e) ? e.message : '发送失败，请重试'))
      .finally(() => setSending(false));
  };

  return (
    <PageContainer
      title="在线客服"
      subTitle={list.data ? `未读 ${list.data.unread_total} 条` : undefined}
    >
      <div className={styles.layout}>
        <Card
          className={styles.conversations}
          size="small"
          title={
            <Segmented
              value={unread}
              onChange={(v) => {
                setUnread(v as 0 | 1);
                setPage(1);
              }}
              options={[
                { value: 0, label: '全部会话' },
                { value: 1, label: '未读' },
              ]}
            />
          }
        >
          <List<ChatConversation>
            loading={list.isPending}
            dataSource={list.data?.data ?? []}
            locale={{ emptyText: <Empty description="暂无会话" /> }}
            renderItem={(c) => (
              <List.Item
                className={c.id === currentId ? styles.selected : styles.item}
                onClick={() => setCurrent(c)}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <span>{c.company_name || `买家 ${c.company_id}`}</span>
                      <Badge count={c.staff_unread} />
                    </Space>
                  }
                  description={
                    <>
                      <Typography.Text ellipsis className={styles.preview}>
                        {c.last_text}
                      </Typography.Text>
                      <div className={styles.when}>
                        {formatTime(c.last_at)} · 专属客服 {c.service_contact || '-'}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
          {list.data && list.data.last_page > 1 && (
            <Pagination
              size="small"
              current={page}
              total={list.data.total}
              pageSize={list.data.per_page}
              onChange={setPage}
            />
          )}
        </Card>
        <Card
          className={styles.thread}
          size="small"
          title={
            current ? `${current.company_name}（联系人 ${current.contact_name}）` : '请选择会话'
          }
        >
          {current ? (
            <>
              <div className={styles.messages} ref={threadRef}>
                {hasMore && (
                  <Button type="link" size="small" onClick={earlier}>
                    查看更早的消息
                  </Button>
                )}
                {messages.map((m) => (
                  <div key={m.id} className={m.side === 'staff' ? styles.mine : styles.theirs}>
                    <div className={styles.when}>
                      {m.sender_name} {formatTime(m.created_at)}
                    </div>
                    <div className={styles.bubble}>{m.text}</div>
                  </div>
                ))}
              </div>
              {error && <Typography.Text type="danger">{error}</Typography.Text>}
              <div className={styles.compose}>
                <Input.TextArea
                  aria-label="回复内容"
                  value={text}
                  maxLength={CHAT_TEXT_MAX}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  placeholder="输入回复，Enter 发送，Shift+Enter 换行"
                  onChange={(e) => setText(e.target.value)}
                  onPressEnter={(e) => {
                    if (e.shiftKey) return;
                    e.preventDefault();
                    send();
                  }}
                />
                <Button type="primary" loading={sending} disabled={!text.trim()} onClick={send}>
                  发送
                </Button>
              </div>
            </>
          ) : (
            <Empty description="从左侧选择一个会话" />
          )}
        </Card>
      </div>
    </PageContainer>
  );
}
