import type { InvoiceItem, InvoiceStatus } from '@shop/contract';
import { Button, DatePicker, Empty, Form, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { type InvoiceFilter, useInvoices } from '../../api/invoice/get-invoices';
import { LoadFailed } from '../../components/LoadFailed';
import { INVOICE_STATUS_COLORS } from '../../components/OrderInvoiceSection';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import styles from './InvoicePage.module.css';

type Search = {
  order_no?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
  status?: InvoiceStatus;
};

const columns = [
  {
    title: '订单号 / 申请时间',
    key: 'order',
    width: 196,
    render: (_: unknown, i: InvoiceItem) => (
      <>
        <Link to={`/order/info/${i.order_id}`}>{i.order_no}</Link>
        <div className={styles.muted}>{formatDateTime(i.created_at)}</div>
      </>
    ),
  },
  { title: '发票类型', dataIndex: 'type_text', key: 'type', width: 116 },
  { title: '发票抬头', dataIndex: 'title', key: 'title', ellipsis: { showTitle: true } },
  {
    title: '开票金额',
    key: 'amount',
    width: 100,
    render: (_: unknown, i: InvoiceItem) => `¥${i.amount}`,
  },
  {
    title: '状态',
    key: 'status',
    width: 96,
    render: (_: unknown, i: InvoiceItem) => (
      <>
        <Tag color={INVOICE_STATUS_COLORS[i.status]}>{i.status_text}</Tag>
        {i.status === 'rejected' && <div className={styles.reason}>{i.reject_reason}</div>}
      </>
    ),
  },
  {
    title: '发票号码',
    key: 'no',
    width: 176,
    render: (_: unknown, i: InvoiceItem) => i.invoice_no ?? '—',
  },
  {
    title: '操作',
    key: 'actions',
    width: 84,
    render: (_: unknown, i: InvoiceItem) =>
      i.pdf_url ? (
        <a href={i.pdf_url} download>
          下载 PDF
        </a>
      ) : i.status === 'rejected' ? (
        <Link to={`/order/info/${i.order_id}`}>重新申请</Link>
      ) : (
        <span className={styles.muted}>待开票</span>
      ),
  },
];

/** /dzfp (alias /zzfw_dzfp): the company's e-invoice requests, searchable and paged. */
export function InvoicePage() {
  const [filter, setFilter] = useState<InvoiceFilter>({ page: 1, order_no: '' });
  const invoices = useInvoices(filter);
  const [form] = Form.useForm<Search>();

  const search = (s: Search) =>
    setFilter({
      page: 1,
      order_no: s.order_no?.trim() ?? '',
      start_date: s.dates?.[0]?.format('YYYY-MM-DD'),
      end_date: s.dates?.[1]?.format('YYYY-MM-DD'),
      status: s.status,
    });

  return (
    <div className={styles.page}>
      <h1>电子发票</h1>
      <p className={styles.muted}>
        已支付的订单可在订单详情中申请发票；财务开票后可在此下载电子发票 PDF。
      </p>
      <Form<Search>
        form={form}
        layout="inline"
        onFinish={search}
        className={styles.filters}
        aria-label="发票筛选"
      >
        <Form.Item name="order_no" label="订单号">
          <Input allowClear maxLength={40} placeholder="输入订单号" />
        </Form.Item>
        <Form.Item name="dates" label="申请日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 110 }}
            options={[
              { value: 'pending', label: '申请中' },
              { value: 'issued', label: '已开票' },
              { value: 'rejected', label: '已驳回' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
        </Form.Item>
      </Form>
      {invoices.isError ? (
        <LoadFailed what="发票申请" query={invoices} />
      ) : (
        <>
          <Table<InvoiceItem>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={invoices.data?.data ?? []}
            loading={invoices.isFetching}
            pagination={false}
            // Fits the member area's width: the title gives way (cut, whole on hover), never the numbers.
            tableLayout="fixed"
            locale={{ emptyText: <Empty description="暂无发票申请" /> }}
          />
          {invoices.data && (
            <Pager page={invoices.data} onChange={(page) => setFilter((f) => ({ ...f, page }))} />
          )}
        </>
      )}
    </div>
  );
}
