import type { ProColumns } from '@ant-design/pro-components';
import type { AdminCashBackPeriod } from '@shop/contract';
import { Tag } from 'antd';
import { CASH_BACK, WelfareListPage } from './WelfareListPage';

/** What a period adds to the list: its tiers and what was credited. */
const columns: ProColumns<AdminCashBackPeriod>[] = [
  {
    title: '返现档位',
    dataIndex: 'tiers',
    search: false,
    width: 250,
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
    width: 104,
    render: (_, r) => `¥${r.credited}`,
  },
];

/** 满额返: periods with their tiers and what was credited; create, edit, stop and start again. */
export const CashBackPage = () => <WelfareListPage kind={CASH_BACK} columns={columns} />;
