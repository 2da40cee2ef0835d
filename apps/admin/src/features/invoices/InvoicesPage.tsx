import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import {
  type AdminInvoiceItem,
  type AdminInvoicePage,
  type InvoiceStatus,
  invoicesQuery,
  useInvoiceAction,
} from '../../api/invoices';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { LongText } from '../../components/LongText';
import { ReasonModal } from '../../components/ReasonModal';
import { pageOf, textOf } from '../../lib/table-params';

const COLORS = { pending: 'processing', issued: 'success', rejected: 'error' } as const;
const TABS: { key: InvoiceStatus | 'all'; label: string }[] = [
  { key: 'pending', label: '申请中' },
  { key: 'issued', label: '已开票' },
  { key: 'rejected', label: '已驳回' },
  { key: 'all', label: '全部' },
];
const statusOf = (s: string | null): InvoiceStatus | undefined =>
  s === 'pending' || s === 'issued' || s === 'rejected' ? s : undefined;
const day = (v: unknown) => (v ? dayjs(v as string).format('YYYY-MM-DD') : undefined);

/** 发票管理 (finance): buyers' e-invoice requests by status; issue (number and PDF) or reject with a reason. */
export function InvoicesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  // The desk opens on what waits; ?status=all shows every request.
  const tab = search.get('status') ?? 'pending';
  const status = statusOf(tab);
  const action = useInvoiceAction();
  const [rejecting, setRejecting] = useState<AdminInvoiceItem | null>(null);

  const issue = async (id: number) => {
    try {
      const r = await action.mutateAsync({ id });
      message.success(`已开票，发票号码 ${r.invoice_no}`);
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };

  const columns: ProColumns<AdminInvoiceItem>[] = [
    // 1,064 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '订单号', dataIndex: 'order_no', width: 170, copyable: true },
    {
      title: '买家',
      dataIndex: 'company',
      hideInTable: true,
      fieldProps: { placeholder: '买家名称' },
    },
    { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 150 },
    {
      title: '申请日期',
      dataIndex: 'dates',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (v: unknown) => {
          const [from, to] = Array.isArray(v) ? v : [];
          return { start_date: day(from), end_date: day(to) };
        },
      },
    },
    {
      title: '类型 / 抬头 / 税号',
      dataIndex: 'title',
      search: false,
      width: 240,
      render: (_, r) => (
        <>
          <div>
            <Tag>{r.type_text}</Tag>
            {r.title}
          </div>
          <div style={{ color: '#999' }}>{r.tax_no}</div>
          {r.type === 2 && (
            <div style={{ color: '#999', fontSize: 12 }}>
              {r.address} {r.phone}
              <br />
              {r.bank} {r.account}
            </div>
          )}
        </>
      ),
    },
    { title: '金额（元）', dataIndex: 'amount', search: false, align: 'right', width: 96 },
    {
      title: '状态',
      dataIndex: 'status_text',
      search: false,
      width: 120,
      render: (_, r) => (
        <>
          <Tag color={COLORS[r.status]}>{r.status_text}</Tag>
          {r.status === 'rejected' && <LongText text={r.reject_reason} type="danger" />}
          {r.invoice_no && <div style={{ color: '#999' }}>{r.invoice_no}</div>}
        </>
      ),
    },
    {
      title: '申请时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 168,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'pending'
          ? [
              <Popconfirm
                key="issue"
                title="确认开票？将生成发票号码和电子发票 PDF"
                onConfirm={() => issue(r.id)}
              >
                <Button type="link" size="small">
                  开票
                </Button>
              </Popconfirm>,
              <Button key="reject" type="link" size="small" danger onClick={() => setRejecting(r)}>
                驳回
              </Button>,
            ]
          : r.pdf_url
            ? [
                <a key="pdf" href={r.pdf_url} download>
                  下载 PDF
                </a>,
              ]
            : [],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminInvoiceItem, { status?: string }, AdminInvoicePage>
        headerTitle="发票申请"
        scroll={{ x: columnsWidth(columns) }}
        columns={columns}
        params={{ status: tab }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: tab,
            items: TABS.map((t) => ({ key: t.key, label: t.label })),
            onChange: (key) => setSearch({ status: String(key) }, { replace: true }),
          },
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            invoicesQuery({
              ...pageOf(params),
              status,
              order_no: textOf(params.order_no),
              company: textOf(params.company),
              start_date: textOf(params.start_date),
              end_date: textOf(params.end_date),
            }),
          )
        }
      />
      {rejecting && (
        <ReasonModal
          title={`驳回发票申请（订单 ${rejecting.order_no}）`}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await action.mutateAsync({ id: rejecting.id, reason });
            message.success('已驳回');
          }}
        />
      )}
    </PageContainer>
  );
}
