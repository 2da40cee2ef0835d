import { DownloadOutlined } from '@ant-design/icons';
import { ProCard } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { dailyExportUrl, type TransferDaily, transferDailyQuery } from '../../api/transfers';
import { ErrorResult } from '../../components/ErrorResult';

type Row = TransferDaily['rows'][number];
const fmt = (d: Dayjs) => d.format('YYYY-MM-DD');

/** 到账日报: confirmed receipts per day, with the xlsx for the books. */
export function DailyStatement() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs()]);
  const [from, to] = [fmt(range[0]), fmt(range[1])];
  const daily = useQuery(transferDailyQuery(from, to));
  return (
    <ProCard
      title="到账日报"
      extra={
        <Space>
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          />
          <Button icon={<DownloadOutlined />} href={dailyExportUrl(from, to)}>
            导出 Excel
          </Button>
        </Space>
      }
    >
      {daily.isError ? (
        <ErrorResult error={daily.error} onRetry={() => daily.refetch()} />
      ) : (
        <>
          <Space size={24} style={{ marginBottom: 12 }}>
            {(daily.data?.days ?? []).map((d) => (
              <span key={d.date}>
                {d.date}：{d.count} 笔，¥{d.amount}
              </span>
            ))}
            <strong>合计 ¥{daily.data?.total ?? '0.00'}</strong>
          </Space>
          <Table<Row>
            size="small"
            loading={daily.isPending}
            rowKey={(r) => `${r.confirmed_at}-${r.reference}`}
            dataSource={daily.data?.rows ?? []}
            pagination={false}
            columns={[
              { title: '到账日期', dataIndex: 'date', width: 110 },
              {
                title: '确认时间',
                dataIndex: 'confirmed_at',
                width: 150,
                render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
              },
              { title: '买家', dataIndex: 'company_name', ellipsis: true },
              { title: '付款户名', dataIndex: 'payer_name', ellipsis: true },
              { title: '识别码', dataIndex: 'reference', width: 110 },
              { title: '订单 / 对账单号', dataIndex: 'target_no', width: 180 },
              { title: '到账金额（元）', dataIndex: 'amount', align: 'right', width: 120 },
              { title: '确认人', dataIndex: 'staff', width: 90 },
              { title: '户名不一致原因', dataIndex: 'reason', ellipsis: true },
            ]}
          />
        </>
      )}
    </ProCard>
  );
}
