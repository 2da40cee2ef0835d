import type { ProColumns } from '@ant-design/pro-components';
import type { AdminWelfareEvent } from '@shop/contract';
import { WELFARE_EVENTS, WelfareListPage } from './WelfareListPage';

/** What an event adds to the list: how many goods it prices. */
const columns: ProColumns<AdminWelfareEvent>[] = [
  {
    title: '商品数',
    dataIndex: 'goods',
    search: false,
    width: 80,
    render: (_, r) => r.goods.length,
  },
];

/** 全场94折: events with their window and goods; create, edit, stop and start again. */
export const WelfareEventsPage = () => <WelfareListPage kind={WELFARE_EVENTS} columns={columns} />;
