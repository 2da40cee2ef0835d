import type { Message } from '@shop/contract';
import { App, Button, Empty, Popconfirm, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useDeleteMessages,
  useMessages,
  useOpenMessage,
  useReadAllMessages,
} from '../../api/messages/messages';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import { PriceDropSwitch } from '../../components/PriceDropSwitch';
import { formatDateTime } from '../../lib/format-time';
import styles from './MessagesPage.module.css';

/** Only the shop's own paths are followed; anything else stays on this page. */
const isShopPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** /wdxx (alias /zhzx_wdxx): the shop's notices; clicking one reads it and follows its link. */
export function MessagesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const unread = params.get('tab') === 'unread';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useMessages(page, unread);
  const open = useOpenMessage();
  const readAll = useReadAllMessages();
  const remove = useDeleteMessages();
  const items = list.data?.data ?? [];

  const show = async (m: Message) => {
    if (!m.is_read) await open.mutateAsync(m.id);
    if (m.link && isShopPath(m.link)) navigate(m.link);
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>我的消息</h1>
        <PriceDropSwitch />
        <Button
          disabled={!list.data?.unread}
          loading={readAll.isPending}
          onClick={async () => message.success(await readAll.mutateAsync())}
        >
          全部标为已读
        </Button>
      </div>
      <Tabs
        activeKey={unread ? 'unread' : 'all'}
        onChange={(k) => setParams(k === 'unread' ? { tab: 'unread' } : {})}
        items={[
          { key: 'all', label: '全部消息' },
          {
            key: 'unread',
            label: `未读${list.data?.unread ? `（${list.data.unread}）` : ''}`,
          },
        ]}
      />
      {list.isPending && <PageSpinner padding={80} />}
      {list.isError && !list.data && <LoadFailed what="消息" query={list} />}
      {list.data && items.length === 0 && (
        <Empty className={styles.empty} description={unread ? '没有未读消息' : '暂无消息'} />
      )}
      <ul className={styles.list}>
        {items.map((m) => (
          <li key={m.id} className={m.is_read ? styles.item : `${styles.item} ${styles.unread}`}>
            <button type="button" className={styles.main} onClick={() => show(m)}>
              <span className={styles.title}>
                {!m.is_read && (
                  <span className={styles.dot}>
                    <span className="visually-hidden">未读</span>
                  </span>
                )}
                {m.title}
              </span>
              <span className={styles.time}>{formatDateTime(m.created_at)}</span>
              <span className={styles.body}>{m.body}</span>
              {m.link && isShopPath(m.link) && <span className={styles.more}>查看详情 ›</span>}
            </button>
            <Popconfirm
              title="删除这条消息？"
              okText="删除"
              cancelText="取消"
              onConfirm={async () => message.success(await remove.mutateAsync([m.id]))}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
      {list.data && (
        <Pager
          page={list.data}
          onChange={(p) => setParams({ ...(unread ? { tab: 'unread' } : {}), page: String(p) })}
        />
      )}
    </div>
  );
}
