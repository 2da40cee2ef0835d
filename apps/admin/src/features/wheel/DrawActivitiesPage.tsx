import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { type AdminDrawActivity, drawActivitiesQuery, useSetDrawEnabled } from '../../api/wheel';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf } from '../../lib/table-params';
import { DrawActivityDrawer } from './DrawActivityDrawer';

/** 转盘抽奖: wheels with their prizes, odds and stock; create, edit, stop and start. */
export function DrawActivitiesPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<AdminDrawActivity>();
  const flip = useActivitySwitch(
    useSetDrawEnabled().mutateAsync,
    { on: '活动已启用', off: '活动已停用' },
    reload,
    true,
  );

  const columns: ProColumns<AdminDrawActivity>[] = [
    // 1,054 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '活动名称', dataIndex: 'name', ellipsis: true, width: 150 },
    windowColumn<AdminDrawActivity>('starts_at', 'ends_at'),
    {
      title: '抽奖机会',
      key: 'chances',
      width: 180,
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
      width: 260,
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
      width: 80,
      render: (_, r) => <Link to={`/draw-records?activity_id=${r.id}`}>{r.draws}</Link>,
    },
    statusColumn<AdminDrawActivity>(activityStatus(), 84),
    optionColumn<AdminDrawActivity>(130, (row) =>
      activityActions({
        ended: row.status === 'ended',
        on: row.status !== 'stopped',
        onEdit: () => edit(row),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停用',
        stopConfirm: {
          title: '停用该转盘？',
          description: '买家立即不能再抽奖',
        },
        startLabel: '启用',
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminDrawActivity>
        headerTitle="转盘抽奖"
        actionRef={actionRef}
        columns={columns}
        search={false}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新建转盘
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(drawActivitiesQuery(pageOf(params)))}
      />
      <DrawActivityDrawer activity={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
