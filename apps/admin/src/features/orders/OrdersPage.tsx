import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminOrder, AdminOrderPage, OrderCounts } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ordersQuery } from '../../api/orders';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { useCan } from '../../lib/permissions';
import { dateRangeSearch, pageOf, textOf } from '../../lib/table-params';
import { orderStatusOf, STATUS_COLORS, statusLabel, tabItems } from './status';

/** `mayShip`: 打包发货 only for those who may ship; everyone else opens 详情. */
const columnsFor = (mayShip: boolean): ProColumns<AdminOrder>[] => [
  {
    title: '关键词',
    dataIndex: 'keywords',
    hideInTable: true,
    fieldProps: { placeholder: '订单号/买家/商品名称' },
  },
  {
    title: '下单日期',
    dataIndex: 'created_range',
    valueType: 'dateRange',
    hideInTable: true,
    search: dateRangeSearch,
  },
  {
    title: '订单号',
    dataIndex: 'order_no',
    search: false,
    width: 170,
    render: (_, row) => <Link to={`/orders/${row.id}`}>{row.order_no}</Link>,
  },
  { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 260 },
  { title: '下单人', dataIndex: 'user_name', search: false, width: 120, ellipsis: true },
  {
    title: '实付金额（元）',
    dataIndex: 'pay_amount',
    search: false,
    align: 'right',
    width: 130,
  },
  {
    title: '状态',
    dataIndex: 'status_text',
    search: false,
    width: 100,
    render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{statusLabel(row.status)}</Tag>,
  },
  { title: '下单时间', dataIndex: 'created_at', valueType: 'dateTime', search: false, width: 170 },
  {
    title: '操作',
    valueType: 'option',
    width: 88,
    fixed: 'right',
    // A paid order opens the packing page (追溯码 are scanned there before shipping).
    render: (_, row) => [
      mayShip && row.status === 'paid' ? (
        <Link key="pack" to={`/orders/${row.id}/packing`}>
          打包发货
        </Link>
      ) : (
        <Link key="detail" to={`/orders/${row.id}`}>
          详情
        </Link>
      ),
    ],
  },
];

/** 订单管理: every buyer's orders by status, with the count per status on the tabs. */
export function OrdersPage() {
  const queryClient = useQueryClient();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const status = orderStatusOf(search.get('status'));
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const columns = columnsFor(can('shipping'));

  return (
    <PageContainer>
      <AdminTable<AdminOrder, { status?: string }, AdminOrderPage>
        headerTitle="订单列表"
        columns={columns}
        // 1,020 px: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
        scroll={{ x: columnsWidth(columns) }}
        params={{ status }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status ?? 'all',
            items: tabItems(counts),
            onChange: (key) => {
              const next = orderStatusOf(String(key));
              setSearch(next ? { status: next } : {}, { replace: true });
            },
          },
        }}
        onPage={(page) => setCounts(page.counts ?? null)}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            ordersQuery({
              ...pageOf(params),
              status: orderStatusOf(textOf(params.status)),
              keywords: textOf(params.keywords),
              from: textOf(params.from),
              to: textOf(params.to),
            }),
          )
        }
      />
    </PageContainer>
  );
}
