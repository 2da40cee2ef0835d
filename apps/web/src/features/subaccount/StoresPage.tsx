import { PlusOutlined } from '@ant-design/icons';
import type { Store } from '@shop/contract';
import { App, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useUserInfo } from '../../api/account/get-user-info';
import { useDiscardStore, useStores } from '../../api/account/stores';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { useStoreSwitch } from '../../components/use-store-switch';
import { continuePath, isDraftStore } from '../../lib/draft-store';
import { storeChanged } from '../../lib/session-flag';
import styles from './AccountPages.module.css';

const REVIEW_COLOR: Record<Store['review'], string> = {
  draft: 'default',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** /ddgl (alias /zhzx_ddgl): the stores this login holds, the current one, and switching. */
export function StoresPage() {
  const stores = useStores();
  const { user } = useUserInfo();
  const switcher = useStoreSwitch();
  const discard = useDiscardStore();
  const { message, modal } = App.useApp();

  const onDiscard = (s: Store) =>
    modal.confirm({
      title: '提示',
      content: `确认删除未完成的门店“${s.name}”吗？删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        discard.mutateAsync(s.company_id).then(
          () => {
            message.success('门店已删除');
            // The session may have been on it: everything on the page follows its own company again.
            if (s.current === 1) storeChanged('/ddgl');
          },
          () => undefined,
        ),
    });

  if (stores.isPending) return <PageSpinner padding={80} />;
  if (!stores.data) return <LoadFailed what="门店" query={stores} />;

  const columns: TableColumnsType<Store> = [
    {
      title: '门店（企业）',
      dataIndex: 'name',
      render: (name: string, s) => (
        <>
          {name}
          {s.current === 1 && (
            <Tag color="red" className={styles.tag}>
              当前门店
            </Tag>
          )}
        </>
      ),
    },
    {
      title: '资质状态',
      dataIndex: 'review_text',
      width: 120,
      render: (t: string, s) => <Tag color={REVIEW_COLOR[s.review]}>{t}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, s) => <StoreActions store={s} switcher={switcher} onDiscard={onDiscard} />,
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          门店管理
          <span className={styles.count}>共 {stores.data.length} 个门店</span>
        </h1>
        {user?.is_main === 1 && (
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden="true" />} to="/register_dd">
            添加门店
          </ButtonLink>
        )}
      </div>
      <p className={styles.hint}>
        每个门店是独立的企业：资质、收货地址、购物车、订单和余额各自独立。切换门店后，页面上的这些内容都会换成该门店的。
      </p>
      <Table<Store>
        rowKey="company_id"
        columns={columns}
        dataSource={stores.data}
        pagination={false}
      />
    </div>
  );
}

/**
 * A draft store (left at /register_dd step 2 or 3) is continued or discarded,
 * never switched to for buying; a rejected one is filled in again.
 */
function StoreActions({
  store: s,
  switcher,
  onDiscard,
}: {
  store: Store;
  switcher: ReturnType<typeof useStoreSwitch>;
  onDiscard: (s: Store) => void;
}) {
  const fill = s.next_step && (
    <Button
      type="link"
      size="small"
      disabled={switcher.pending}
      onClick={() =>
        // The current store needs no move: straight to its step.
        s.current === 1 ? window.location.assign(continuePath(s, s.next_step!)) : switcher.resume(s)
      }
    >
      {s.review === 'rejected' ? '重新提交资料' : '继续完善资料'}
    </Button>
  );
  const draft = isDraftStore(s);
  return (
    <Space size={0}>
      {fill}
      {draft && (
        <Button type="link" size="small" danger onClick={() => onDiscard(s)}>
          删除
        </Button>
      )}
      {!draft && s.current !== 1 && (
        <Button
          type="link"
          size="small"
          disabled={switcher.pending}
          onClick={() => switcher.to(s, '/ddgl')}
        >
          切换到此门店
        </Button>
      )}
      {!fill && s.current === 1 && <span className={styles.muted}>正在使用</span>}
    </Space>
  );
}
