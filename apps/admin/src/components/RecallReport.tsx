import { DownloadOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { type RecallRow, recallExportUrl, recallQuery } from '../api/quality';
import { formatTime } from '../lib/format-time';
import { columnsWidth } from '../lib/table-width';
import { ErrorResult } from './ErrorResult';

// 召回报告 of one lot (质量管理): who still holds it, with the company's
// contact, and the same as xlsx. Shared by a goods' 批次 drawer and the
// 冻结批次 page.

const STATUS_COLOR: Record<string, string> = {
  unpaid: 'default',
  paid: 'orange',
  grouping: 'orange',
  shipped: 'blue',
  completed: 'green',
};

const columns: ProColumns<RecallRow>[] = [
  { title: '买家', dataIndex: 'company_name', width: 170, ellipsis: true },
  { title: '联系人', dataIndex: 'contact_name', width: 90 },
  { title: '联系电话', dataIndex: 'contact_phone', width: 120 },
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 190,
    render: (_, r) => (
      <a href={`/admin/orders/${r.order_id}`} target="_blank" rel="noreferrer">
        {r.order_no}
      </a>
    ),
  },
  {
    title: '下单时间',
    dataIndex: 'ordered_at',
    width: 140,
    render: (_, r) => formatTime(r.ordered_at).slice(0, 16),
  },
  {
    title: '订单状态',
    dataIndex: 'status',
    width: 90,
    render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status_text}</Tag>,
  },
  { title: '购入', dataIndex: 'received', align: 'right', width: 64 },
  { title: '已退回', dataIndex: 'returned', align: 'right', width: 72 },
  { title: '持有', dataIndex: 'quantity', align: 'right', width: 64 },
];

function ReportBody({ lotId }: { lotId: number }) {
  const report = useQuery(recallQuery(lotId));
  if (report.isPending) return <Skeleton active />;
  if (report.isError) return <ErrorResult error={report.error} onRetry={() => report.refetch()} />;
  const r = report.data;
  const l = r.lot;
  return (
    <>
      <Descriptions
        size="small"
        column={3}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'goods', label: '商品', children: `${l.goods_name}（${l.goods_spec}）` },
          { key: 'maker', label: '生产厂家', children: l.manufacturer },
          { key: 'lot', label: '批号', children: l.lot_no },
          {
            key: 'dates',
            label: '生产日期 / 有效期至',
            children: `${l.production_date} / ${l.expiry_date}`,
          },
          {
            key: 'state',
            label: '状态',
            children: l.freeze_kind_text
              ? `${l.state_text}（${l.freeze_kind_text}：${l.reason}）`
              : l.state_text,
          },
          {
            key: 'sum',
            label: '涉及',
            children: `${r.companies} 家买家，${r.orders} 个订单，持有 ${r.quantity} ${l.unit}`,
          },
        ]}
      />
      <ProTable<RecallRow>
        rowKey="line_id"
        headerTitle="仍持有该批次的订单行（购入 − 已退回）"
        cardBordered
        search={false}
        pagination={false}
        dataSource={r.rows}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        options={{
          density: true,
          reload: () => report.refetch(),
          setting: false,
          fullScreen: false,
        }}
        toolBarRender={() => [
          <Button key="export" icon={<DownloadOutlined />} href={recallExportUrl(lotId)}>
            导出 Excel
          </Button>,
        ]}
        locale={{ emptyText: '没有买家持有该批次' }}
      />
    </>
  );
}

/** 召回报告 as a link that opens the report in a drawer. */
export function RecallReportButton({ lot }: { lot: { id: number; lot_no: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        召回报告
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={1200}
        title={`召回报告 · 批号 ${lot.lot_no}`}
        destroyOnHidden
      >
        {open && <ReportBody lotId={lot.id} />}
      </Drawer>
    </>
  );
}
