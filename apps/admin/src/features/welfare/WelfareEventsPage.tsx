import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminWelfareEvent, WelfareStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { welfareEventsQuery } from '../../api/welfare';
import { AdminTable } from '../../components/AdminTable';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumns } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { useWelfareSwitch, welfareActions } from './actions';
import { WelfareEventDrawer } from './WelfareEventDrawer';

const STOP_HINT = '停用后商品立即恢复会员价';
const START_HINT = '启用后活动时间内按94折结算';

/** 全场94折: events with their window and goods; create, edit, stop and start again. */
export function WelfareEventsPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<AdminWelfareEvent>();
  const onOff = useWelfareSwitch('welfare-events', reload);

  const columns: ProColumns<AdminWelfareEvent>[] = [
    { title: '活动名称', dataIndex: 'title', search: false, ellipsis: true },
    {
      title: '商品数',
      dataIndex: 'goods',
      search: false,
      width: 80,
      render: (_, r) => r.goods.length,
    },
    ...windowColumns<AdminWelfareEvent>('start_time', 'end_time'),
    statusColumn<AdminWelfareEvent>(activityStatus()),
    optionColumn<AdminWelfareEvent>(150, (row) =>
      welfareActions(row, {
        edit: () => edit(row),
        onOff,
        stopHint: STOP_HINT,
        startHint: START_HINT,
      }),
    ),
  ];

  return (
    <PageContainer content="活动商品在活动时间内按会员价（含阶梯价）的 94% 结算，按分舍去；秒杀、拼团、组合等活动价不再打折。同一商品同一时段只能参加一个94折活动。">
      <AdminTable<AdminWelfareEvent>
        headerTitle="全场94折"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1000 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
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
      <WelfareEventDrawer row={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
