import { PlusOutlined } from '@ant-design/icons';
import type { Child } from '@shop/contract';
import { App, Button, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useChildren, useDeleteChild, useSaveChild } from '../../api/account/children';
import { useUserInfo } from '../../api/account/get-user-info';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './AccountPages.module.css';
import { ChildFormModal } from './ChildFormModal';

/** A company keeps at most this many sub-accounts (docs/api-subacct.md). */
const MAX_CHILDREN = 20;

const GRANTS = [
  { key: 'can_order', label: '下单' },
  { key: 'can_pay', label: '支付' },
  { key: 'see_all_orders', label: '查看全部订单' },
] as const;

const HINT =
  '子账号用自己的用户名和密码登录，只能做您授予的事：没有“下单”权限不能提交订单，没有“支付”权限不能付款，没有“查看全部订单”只能看到自己下的订单。您在“我的订单”里能看到每个订单的下单人。';

/** /child (alias /zhzx_child): the main account's sub-accounts and what each may do. */
export function ChildPage() {
  const { user } = useUserInfo();
  const isMain = user?.is_main === 1;
  const children = useChildren(isMain);
  const save = useSaveChild();
  const remove = useDeleteChild();
  const { message, modal } = App.useApp();
  // undefined: closed; null: adding; a sub-account: editing it.
  const [editing, setEditing] = useState<Child | null | undefined>(undefined);

  if (user && !isMain)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>子账号管理</h1>
        <Empty className={styles.empty} description="子账号由主账号管理，请联系您的主账号" />
      </div>
    );
  if (children.isPending) return <PageSpinner padding={80} />;
  if (!children.data) return <LoadFailed what="子账号" query={children} />;
  const list = children.data;

  const toggle = (c: Child) =>
    save.mutate(
      { id: c.id, disabled: c.disabled ? 0 : 1 },
      { onSuccess: () => message.success(c.disabled ? '已启用' : '已停用，该子账号已退出登录') },
    );

  const onDelete = (c: Child) =>
    modal.confirm({
      title: '提示',
      content: `确认删除子账号“${c.username}”吗？已下过订单的子账号只能停用。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(c.id).then(
          () => message.success('已删除'),
          () => undefined,
        ),
    });

  const columns: TableColumnsType<Child> = [
    { title: '用户名', dataIndex: 'username', width: 140 },
    {
      title: '手机号',
      key: 'mobile',
      width: 150,
      render: (_, c) => (
        <>
          {c.mobile}
          {c.mobile_verified === 0 && (
            <div>
              <Tag
                color="orange"
                title="子账号登录后在“基础信息”用短信验证码确认前，不能用于找回密码"
              >
                待本人验证
              </Tag>
            </div>
          )}
        </>
      ),
    },
    {
      title: '权限',
      key: 'grants',
      render: (_, c) => {
        const held = GRANTS.filter((g) => c[g.key] === 1);
        return held.length === 0 ? (
          <span className={styles.muted}>仅浏览、加购物车</span>
        ) : (
          held.map((g) => (
            <Tag key={g.key} color="blue">
              {g.label}
            </Tag>
          ))
        );
      },
    },
    {
      title: '采购限额',
      key: 'limits',
      width: 170,
      render: (_, c) => (
        <span className={styles.muted}>
          单笔 {Number(c.order_limit) > 0 ? `¥${c.order_limit}` : '不限'}
          <br />
          每月 {Number(c.month_limit) > 0 ? `¥${c.month_limit}` : '不限'}
        </span>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, c) => (c.disabled ? <Tag>已停用</Tag> : <Tag color="green">正常</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(c)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => toggle(c)}>
            {c.disabled ? '启用' : '停用'}
          </Button>
          <Button type="link" size="small" danger onClick={() => onDelete(c)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          子账号管理
          <span className={styles.count}>
            已有 {list.length} 个，最多 {MAX_CHILDREN} 个
          </span>
        </h1>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={list.length >= MAX_CHILDREN}
          onClick={() => setEditing(null)}
        >
          新增子账号
        </Button>
      </div>
      <p className={styles.hint}>{HINT}</p>
      {list.length === 0 ? (
        <Empty className={styles.empty} description="还没有子账号" />
      ) : (
        <Table<Child>
          rowKey="id"
          columns={columns}
          dataSource={list}
          pagination={false}
          loading={save.isPending || remove.isPending}
        />
      )}
      <ChildFormModal
        open={editing !== undefined}
        child={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => message.success('子账号已保存')}
      />
    </div>
  );
}
