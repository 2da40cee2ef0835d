import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { type AdminDrawActivity, drawActivitiesQuery, useSetDrawEnabled } from '../../api/wheel';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';
import { DrawActivityDrawer } from './DrawActivityDrawer';

const STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
  stopped: { text: '已停用', status: 'Warning' },
};

/** 转盘抽奖: wheels with their prizes, odds and stock; create, edit, stop and start. */
export function DrawActivitiesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: AdminDrawActivity | null } | null>(null);
  const toggle = useSetDrawEnabled();
  const flip = async (row: AdminDrawActivity, enabled: boolean) => {
    try {
      await toggle.mutateAsync({ id: row.id, enabled });
    } catch (e) {
      message.error((e as Error).message);
      return;
    }
    message.success(enabled ? '活动已启用' : '活动已停用');
    actionRef.current?.reload();
  };

  const columns: ProColumns<AdminDrawActivity>[] = [
    { title: '活动名称', dataIndex: 'name', width: 180 },
    { title: '开始', dataIndex: 'starts_at', valueType: 'dateTime', width: 170 },
    { title: '结束', dataIndex: 'ends_at', valueType: 'dateTime', width: 170 },
    {
      title: '抽奖机会',
      key: 'chances',
      width: 220,
      render: (_, r) => (
        <span>
          赠送{r.free_chances}次
          {r.chances_per_order > 0
            ? `；每单满¥${r.order_min_amount}得${r.chances_per_order}次`
            : ''}
          {r.points_per_draw > 0 ? `；${r.points_per_draw}积分/次` : ''}
        </span>
      ),
    },
    {
      title: '奖品（概率 · 剩余/已中）',
      key: 'prizes',
      render: (_, r) => (
        <Space size={[4, 4]} wrap>
          {r.prizes.map((p) => (
            <Tag key={p.id} color={p.type === 0 ? 'default' : 'volcano'}>
              {p.name} {(p.weight / 100).toFixed(2)}%
              {p.stock === null ? '' : ` · ${p.stock}/${p.won}`}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '抽奖次数',
      dataIndex: 'draws',
      width: 90,
      render: (_, r) => <Link to={`/draw-records?activity_id=${r.id}`}>{r.draws}</Link>,
    },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90 },
    {
      title: '操作',
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, row) => [
        row.status !== 'ended' && (
          <Button key="edit" type="link" size="small" onClick={() => setEditing({ row })}>
            编辑
          </Button>
        ),
        row.status === 'stopped' ? (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            启用
          </Button>
        ) : row.status !== 'ended' ? (
          <Popconfirm
            key="stop"
            title="停用该转盘？"
            description="买家立即不能再抽奖"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停用
            </Button>
          </Popconfirm>
        ) : null,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminDrawActivity>
        headerTitle="转盘抽奖"
        actionRef={actionRef}
        columns={columns}
        search={false}
        scroll={{ x: 1500 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ row: null })}>
            新建转盘
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(drawActivitiesQuery(pageOf(params)))}
      />
      <DrawActivityDrawer
        activity={editing?.row ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
