import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { type ActivitiesQuery, activitiesQuery, useStopActivity } from '../../api/promotions';
import type { AdminActivity } from '../../api/site-types';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { ActivityDrawer } from './ActivityDrawer';

const STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
};

/** 满减活动: every activity with its tiers, time and goods; create, edit, stop. */
export function ActivitiesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const stop = useStopActivity();

  const columns: ProColumns<AdminActivity>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '活动名称' },
    },
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true },
    {
      title: '满减档位',
      dataIndex: 'tiers',
      search: false,
      render: (_, row) =>
        row.tiers.map((t) => (
          <Tag key={t.amount} color="red">
            满{t.amount}减{t.reduce}
          </Tag>
        )),
    },
    {
      title: '每人限购',
      dataIndex: 'limit',
      search: false,
      width: 90,
      render: (_, r) => r.limit || '不限',
    },
    { title: '商品数', dataIndex: 'goods_count', search: false, width: 80 },
    { title: '开始', dataIndex: 'starts_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '结束', dataIndex: 'ends_at', valueType: 'dateTime', search: false, width: 170 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'ended'
          ? []
          : [
              <Button
                key="edit"
                type="link"
                size="small"
                onClick={() => setEditing({ id: row.id })}
              >
                编辑
              </Button>,
              <Popconfirm
                key="stop"
                title="立即结束该活动？"
                description="结束后买家不再享受此满减"
                onConfirm={async () => {
                  await stop.mutateAsync(row.id);
                  message.success('活动已结束');
                  actionRef.current?.reload();
                }}
              >
                <Button type="link" size="small" danger>
                  结束
                </Button>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminActivity>
        headerTitle="满减活动"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ id: null })}>
            新建活动
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            activitiesQuery({
              ...pageOf(params),
              status: textOf(params.status) as ActivitiesQuery['status'],
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <ActivityDrawer
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
