import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminActivity } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { type ActivitiesQuery, activitiesQuery, useStopActivity } from '../../api/promotions';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { activityActions } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { ActivityDrawer } from './ActivityDrawer';

/** 满减活动: every activity with its tiers, time and goods; create, edit, stop. */
export function ActivitiesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<number>();
  const stop = useStopActivity();

  const columns: ProColumns<AdminActivity>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '活动名称' },
    },
    // 1,074 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true, width: 240 },
    {
      title: '满减档位',
      dataIndex: 'tiers',
      search: false,
      width: 270,
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
    windowColumn<AdminActivity>('starts_at', 'ends_at'),
    statusColumn<AdminActivity>(activityStatus({}, ['upcoming', 'running', 'ended']), 84),
    optionColumn<AdminActivity>(140, (row) =>
      activityActions({
        ended: row.status === 'ended',
        on: true,
        onEdit: () => edit(row.id),
        onSwitch: async () => {
          await stop.mutateAsync(row.id);
          message.success('活动已结束');
          reload();
        },
        stopLabel: '结束',
        stopConfirm: { title: '立即结束该活动？', description: '结束后买家不再享受此满减' },
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminActivity>
        headerTitle="满减活动"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
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
      <ActivityDrawer id={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
