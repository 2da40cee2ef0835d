import type { PointsLogPage } from '@shop/contract';
import { Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { POINTS_PAGE_SIZE, useCompanyPoints } from '../../api/company-points';
import { ErrorResult } from '../../components/ErrorResult';

type Entry = PointsLogPage['data'][number];

/** The buyer's points ledger, newest first, a page at a time from the server. */
export function PointsLog({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const log = useCompanyPoints(companyId, page);
  if (log.isError) return <ErrorResult error={log.error} onRetry={() => log.refetch()} />;
  return (
    <Table<Entry>
      rowKey="id"
      size="small"
      loading={log.isFetching}
      dataSource={log.data?.data ?? []}
      locale={{ emptyText: '暂无积分记录' }}
      pagination={{
        current: page,
        pageSize: POINTS_PAGE_SIZE,
        total: log.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        {
          title: '时间',
          dataIndex: 'created_at',
          width: 140,
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        { title: '类型', dataIndex: 'type_text', width: 90 },
        {
          title: '变动',
          dataIndex: 'points',
          width: 80,
          render: (v: number) => (
            <Typography.Text type={v < 0 ? 'danger' : 'success'}>
              {v < 0 ? v : `+${v}`}
            </Typography.Text>
          ),
        },
        { title: '结余', dataIndex: 'balance', width: 80 },
        { title: '订单号', dataIndex: 'order_no', width: 190, render: (v: string) => v || '-' },
        { title: '备注', dataIndex: 'remark', render: (v: string) => v || '-' },
      ]}
    />
  );
}
