import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminGroupbuy } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type GroupbuyQuery, groupbuyListQuery, useSetGroupbuyEnabled } from '../../api/groupbuy';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { GroupbuyDrawer } from './GroupbuyDrawer';

const STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
  stopped: { text: '已停用', status: 'Warning' },
};

/** 拼团活动: one goods each, its group price, size and fixed quantity, and its groups. */
export function GroupbuyPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const toggle = useSetGroupbuyEnabled();
  const flip = async (row: AdminGroupbuy, enabled: boolean) => {
    await toggle.mutateAsync({ id: row.id, enabled });
    message.success(enabled ? '活动已开始' : '活动已停止');
    actionRef.current?.reload();
  };

  const columns: ProColumns<AdminGroupbuy>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '活动名称或商品名称' },
    },
    { title: 'ID', dataIndex: 'id', search: false, width: 60 },
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true, width: 180 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      width: 240,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.goods_name}</span>
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>
            {r.goods_spec} · 原价 ¥{r.goods_price} · 库存 {r.goods_stock}
          </span>
        </Space>
      ),
    },
    {
      title: '拼团价',
      key: 'price',
      search: false,
      width: 100,
      render: (_, r) => <Tag color="red">¥{r.pt_price}</Tag>,
    },
    {
      title: '成团人数 / 每家数量',
      key: 'size',
      search: false,
      width: 150,
      render: (_, r) => `${r.group_size} 家 / ${r.number}`,
    },
    { title: '成团时限(小时)', dataIndex: 'group_hours', search: false, width: 120 },
    {
      title: '团（拼团中/成团/失败）',
      key: 'groups',
      search: false,
      width: 190,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/groupbuy/groups?activity_id=${r.id}`)}
        >
          {r.groups_open} / {r.groups_filled} / {r.groups_failed}
        </Button>
      ),
    },
    { title: '开始', dataIndex: 'starts_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '结束', dataIndex: 'ends_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) => [
        row.status !== 'ended' && (
          <Button key="edit" type="link" size="small" onClick={() => setEditing({ id: row.id })}>
            编辑
          </Button>
        ),
        row.status === 'stopped' ? (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            开始
          </Button>
        ) : row.status !== 'ended' ? (
          <Popconfirm
            key="stop"
            title="停止该拼团活动？"
            description="买家不能再开团或参团；已开的团到时未成团将自动退款"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停止
            </Button>
          </Popconfirm>
        ) : null,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminGroupbuy>
        headerTitle="拼团活动"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1700 }}
        toolBarRender={() => [
          <Button key="groups" onClick={() => navigate('/groupbuy/groups')}>
            查看全部团
          </Button>,
          <Button key="new" type="primary" onClick={() => setEditing({ id: null })}>
            新建拼团
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            groupbuyListQuery({
              ...pageOf(params),
              status: textOf(params.status) as GroupbuyQuery['status'],
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <GroupbuyDrawer
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
