import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminWelfareEvent, WelfareStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { useSwitchWelfare, welfareEventsQuery } from '../../api/welfare';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { WELFARE_STATUS } from './status';
import { WelfareEventDrawer } from './WelfareEventDrawer';

/** 全场94折: events with their window and goods; create, edit, stop and start again. */
export function WelfareEventsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: AdminWelfareEvent | null } | null>(null);
  const onOff = useSwitchWelfare('welfare-events');

  const columns: ProColumns<AdminWelfareEvent>[] = [
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true },
    {
      title: '商品数',
      dataIndex: 'goods',
      search: false,
      width: 80,
      render: (_, r) => r.goods.length,
    },
    { title: '开始', dataIndex: 'start_time', valueType: 'dateTime', search: false, width: 170 },
    { title: '结束', dataIndex: 'end_time', valueType: 'dateTime', search: false, width: 170 },
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: WELFARE_STATUS,
      width: 100,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'ended'
          ? [
              <Button key="view" type="link" size="small" onClick={() => setEditing({ row })}>
                查看
              </Button>,
            ]
          : [
              <Button key="edit" type="link" size="small" onClick={() => setEditing({ row })}>
                编辑
              </Button>,
              <Popconfirm
                key="switch"
                title={row.enabled ? '停用该活动？' : '重新启用该活动？'}
                description={
                  row.enabled ? '停用后商品立即恢复会员价' : '启用后活动时间内按94折结算'
                }
                onConfirm={async () => {
                  await onOff.mutateAsync({ id: row.id, on: !row.enabled });
                  message.success(row.enabled ? '活动已停用' : '活动已启用');
                  actionRef.current?.reload();
                }}
              >
                <Button type="link" size="small" danger={row.enabled === 1}>
                  {row.enabled ? '停用' : '启用'}
                </Button>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <PageContainer content="活动商品在活动时间内按会员价（含阶梯价）的 94% 结算，按分舍去；秒杀、拼团、组合等活动价不再打折。同一商品同一时段只能参加一个94折活动。">
      <AdminTable<AdminWelfareEvent>
        headerTitle="全场94折"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1000 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ row: null })}>
            新建活动
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            welfareEventsQuery({
              ...pageOf(params),
              status: textOf(params.status) as WelfareStatus | undefined,
            }),
          )
        }
      />
      <WelfareEventDrawer
        row={editing?.row ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
