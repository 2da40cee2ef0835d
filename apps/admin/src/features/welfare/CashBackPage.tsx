import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCashBackPeriod, WelfareStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { cashBackPeriodsQuery, useSwitchWelfare } from '../../api/welfare';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { CashBackDrawer } from './CashBackDrawer';
import { WELFARE_STATUS } from './status';

/** 满额返: periods with their tiers and what was credited; create, edit, stop and start again. */
export function CashBackPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: AdminCashBackPeriod | null } | null>(null);
  const onOff = useSwitchWelfare('cash-back-periods');

  const columns: ProColumns<AdminCashBackPeriod>[] = [
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true },
    {
      title: '返现档位',
      dataIndex: 'tiers',
      search: false,
      render: (_, r) =>
        r.tiers.map((t) => (
          <Tag key={t.id} color="red">
            满{t.amount}返{t.reward}
          </Tag>
        )),
    },
    { title: '已返现买家', dataIndex: 'companies', search: false, width: 100 },
    {
      title: '已返现金额',
      dataIndex: 'credited',
      search: false,
      width: 110,
      render: (_, r) => `¥${r.credited}`,
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
                  row.enabled
                    ? '停用后不再返现（已返现的退款仍会扣回）'
                    : '启用后确认收货即按档返现'
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
    <PageContainer content="活动期间下单、确认收货后，买家实付商品金额（不含运费，扣除退款）累计达到档位即返现到余额，按最高档计，每档每家一次；退款后不足门槛自动扣回。同一时段只能有一个满额返活动。">
      <AdminTable<AdminCashBackPeriod>
        headerTitle="满额返"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ row: null })}>
            新建活动
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            cashBackPeriodsQuery({
              ...pageOf(params),
              status: textOf(params.status) as WelfareStatus | undefined,
            }),
          )
        }
      />
      <CashBackDrawer
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
