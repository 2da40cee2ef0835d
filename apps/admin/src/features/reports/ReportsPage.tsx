import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { SalesGrouping, SalesReport, SalesRow, SalesTotals } from '@shop/contract';
import { shopDay } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Skeleton, Space, Statistic, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { salesExportUrl, salesReportQuery, useSalesReport } from '../../api/reports';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';

export { SalesRecordPage } from './SalesRecordPage';

const DailyChart = lazy(() => import('./DailyChart'));

const TABS: { key: SalesGrouping; label: string; column: string }[] = [
  { key: 'day', label: '按日', column: '日期' },
  { key: 'goods', label: '按商品', column: '商品' },
  { key: 'category', label: '按分类', column: '分类' },
  { key: 'buyer', label: '按买家', column: '买家' },
];

/** The server refuses more than 366 days; the picker refuses them first. */
const MAX_DAYS = 366;
const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** 统计报表: paid sales by day, goods, category or buyer over a date range, with Excel export. */
export function ReportsPage() {
  const queryClient = useQueryClient();
  const [by, setBy] = useState<SalesGrouping>('day');
  // The presets count from the shop's (Beijing) today, as the server does, whatever
  // the browser's zone.
  const today = dayjs(shopDay(new Date()));
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [today.subtract(29, 'day'), today]);
  const [totals, setTotals] = useState<SalesTotals | null>(null);
  const from = fmt(range[0]);
  const to = fmt(range[1]);
  const tab = TABS.find((t) => t.key === by)!;
  // The chart reads the whole range at once (at most 366 rows).
  const daily = useSalesReport({ by: 'day', from, to, page: 1, page_size: 500 });

  const columns: ProColumns<SalesRow>[] = [
    {
      title: tab.column,
      dataIndex: 'name',
      ellipsis: true,
      width: by === 'day' ? 140 : 320,
    },
    { title: '订单数', dataIndex: 'orders', align: 'right', width: 100 },
    { title: '数量', dataIndex: 'quantity', align: 'right', width: 100 },
    {
      title: '金额（元）',
      dataIndex: 'amount',
      align: 'right',
      width: 140,
      render: (_, r) => Number(r.amount).toLocaleString('zh-CN', { minimumFractionDigits: 2 }),
    },
  ];

  const download = () => {
    const a = document.createElement('a');
    a.href = salesExportUrl({ by, from, to });
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  };

  return (
    <PageContainer
      extra={
        <Space wrap>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            disabledDate={(d, info) =>
              Boolean(info.from && Math.abs(d.diff(info.from, 'day')) >= MAX_DAYS)
            }
            presets={[
              { label: '近7天', value: [today.subtract(6, 'day'), today] },
              { label: '近30天', value: [today.subtract(29, 'day'), today] },
              { label: '本月', value: [today.startOf('month'), today] },
              {
                label: '上月',
                value: [
                  today.subtract(1, 'month').startOf('month'),
                  today.subtract(1, 'month').endOf('month'),
                ],
              },
              { label: '今年', value: [today.startOf('year'), today] },
            ]}
            onChange={(v) => {
              if (v?.[0] && v[1]) setRange([v[0], v[1]]);
            }}
          />
          <Button icon={<DownloadOutlined />} onClick={download}>
            导出 Excel
          </Button>
        </Space>
      }
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space size={48} wrap>
          <Statistic title="销售额（元）" value={totals?.amount ?? '-'} />
          <Statistic title="订单数" value={totals?.orders ?? '-'} />
          <Statistic title="商品数量" value={totals?.quantity ?? '-'} />
        </Space>
      </Card>
      <Tabs
        activeKey={by}
        onChange={(k) => setBy(k as SalesGrouping)}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {by === 'day' && (
        <Card title="每日销售额" size="small" style={{ marginBottom: 16 }}>
          {daily.data ? (
            <Suspense fallback={<Skeleton active />}>
              <DailyChart rows={daily.data.data} />
            </Suspense>
          ) : (
            <Skeleton active loading={daily.isPending} />
          )}
        </Card>
      )}
      <AdminTable<SalesRow, Record<string, unknown>, SalesReport>
        key={by}
        rowKey="key"
        headerTitle={`销售${tab.label}统计（${from} 至 ${to}）`}
        columns={columns}
        search={false}
        params={{ by, from, to }}
        onPage={(page) => setTotals(page.totals)}
        fetchPage={(params) =>
          queryClient.fetchQuery(salesReportQuery({ by, from, to, ...pageOf(params) }))
        }
      />
    </PageContainer>
  );
}
