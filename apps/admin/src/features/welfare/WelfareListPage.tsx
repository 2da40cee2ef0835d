import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCashBackPeriod, AdminWelfareEvent, Page, WelfareStatus } from '@shop/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { cashBackPeriodsQuery, type WelfareListQuery, welfareEventsQuery } from '../../api/welfare';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { useWelfareSwitch, welfareActions } from './actions';
import { CashBackDrawer } from './CashBackDrawer';
import { WelfareEventDrawer } from './WelfareEventDrawer';

type WelfareRow = {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  status: WelfareStatus;
  enabled: 0 | 1;
};

type KindOf<R> = {
  /** Its routes under /admin-api. */
  path: 'welfare-events' | 'cash-back-periods';
  title: string;
  /** What the kind does, above the table. */
  intro: string;
  /** What 停用 and 启用 change for buyers. */
  stop: string;
  start: string;
  list: (queryClient: QueryClient, query: WelfareListQuery) => Promise<Page<R>>;
  Drawer: ComponentType<{ row: R | null; open: boolean; onClose: () => void }>;
};

export const WELFARE_EVENTS: KindOf<AdminWelfareEvent> = {
  path: 'welfare-events',
  title: '全场94折',
  intro:
    '活动商品在活动时间内按会员价（含阶梯价）的 94% 结算，按分舍去；秒杀、拼团、组合等活动价不再打折。同一商品同一时段只能参加一个94折活动。',
  stop: '停用后商品立即恢复会员价',
  start: '启用后活动时间内按94折结算',
  list: (queryClient, query) => queryClient.fetchQuery(welfareEventsQuery(query)),
  Drawer: WelfareEventDrawer,
};

export const CASH_BACK: KindOf<AdminCashBackPeriod> = {
  path: 'cash-back-periods',
  title: '满额返',
  intro:
    '活动期间下单、确认收货后，买家实付商品金额（不含运费，扣除退款）累计达到档位即返现到余额，按最高档计，每档每家一次；退款后不足门槛自动扣回。同一时段只能有一个满额返活动。',
  stop: '停用后不再返现（已返现的退款仍会扣回）',
  start: '启用后确认收货即按档返现',
  list: (queryClient, query) => queryClient.fetchQuery(cashBackPeriodsQuery(query)),
  Drawer: CashBackDrawer,
};

/**
 * 全场94折 and 满额返 alike: a table of windows (name, what the kind adds,
 * time, state), 新建, and 编辑 / 停用 / 启用 through the kind's drawer.
 */
export function WelfareListPage<R extends WelfareRow>({
  kind,
  columns: own,
}: {
  kind: KindOf<R>;
  /** The kind's own columns, between the name and the time. */
  columns: ProColumns<R>[];
}) {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<R>();
  const onOff = useWelfareSwitch(kind.path, reload);
  const columns: ProColumns<R>[] = [
    // With 满额返's own columns, 1,074 px: the room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true, width: 216 },
    ...own,
    windowColumn<R>('start_time', 'end_time'),
    statusColumn<R>(activityStatus(), 84),
    optionColumn<R>(150, (row) =>
      welfareActions(row, {
        edit: () => edit(row),
        onOff,
        stopHint: kind.stop,
        startHint: kind.start,
      }),
    ),
  ];
  return (
    <PageContainer content={kind.intro}>
      <AdminTable<R>
        headerTitle={kind.title}
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新建活动
          </Button>,
        ]}
        fetchPage={(params) =>
          kind.list(queryClient, {
            ...pageOf(params),
            status: textOf(params.status) as WelfareStatus | undefined,
          })
        }
      />
      <kind.Drawer row={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
