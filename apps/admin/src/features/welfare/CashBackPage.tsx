import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCashBackPeriod, WelfareStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { cashBackPeriodsQuery } from '../../api/welfare';
import { AdminTable } from '../../components/AdminTable';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumns } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { useWelfareSwitch, welfareActions } from './actions';
import { CashBackDrawer } from './CashBackDrawer';

const STOP_HINT = '停用后不再返现（已返现的退款仍会扣回）';
const START_HINT = '启用后确认收货即按档返现';

/** 满额返: periods with their tiers and what was credited; create, edit, stop and start again. */
export function CashBackPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<AdminCashBackPeriod>();
  const onOff = useWelfareSwitch('cash-back-periods', reload);

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
    ...windowColumns<AdminCashBackPeriod>('start_time', 'end_time'),
    statusColumn<AdminCashBackPeriod>(activityStatus()),
    optionColumn<AdminCashBackPeriod>(150, (row) =>
      welfareActions(row, {
        edit: () => edit(row),
        onOff,
        stopHint: STOP_HINT,
        startHint: START_HINT,
      }),
    ),
  ];

  return (
    <PageContainer content="活动期间下单、确认收货后，买家实付商品金额（不含运费，扣除退款）累计达到档位即返现到余额，按最高档计，每档每家一次；退款后不足门槛自动扣回。同一时段只能有一个满额返活动。">
      <AdminTable<AdminCashBackPeriod>
        headerTitle="满额返"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1200 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
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
      <CashBackDrawer row={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
