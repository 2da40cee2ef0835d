import { PageContainer } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import {
  type AdminCreditLine,
  type AdminDispute,
  type AdminStatement,
  creditLinesQuery,
  creditStatementsQuery,
  disputesQuery,
  receivablesQuery,
  receivablesXlsxUrl,
  useCloseNow,
  useResolveDispute,
} from '../../api/credit';
import { ReasonModal } from '../../components/ReasonModal';
import { formatTime } from '../../lib/format-time';
import { CreditLineForm } from './CreditLineForm';
import { ReceivablesTable } from './ReceivablesTable';

const STATUS_COLORS = { open: 'processing', confirmed: 'success', disputed: 'warning' } as const;

function LinesTab() {
  const { message } = App.useApp();
  const lines = useQuery(creditLinesQuery());
  const close = useCloseNow();
  const closeNow = async (l: AdminCreditLine) => {
    try {
      const s = await close.mutateAsync(l.company_id);
      message.success(`已出账：${s.statement_no}，本期应还 ¥${s.closing}`);
    } catch (e) {
      message.error(isApiError(e) ? e.message : '出账失败');
    }
  };
  return (
    <Table<AdminCreditLine>
      rowKey="company_id"
      size="middle"
      loading={lines.isFetching}
      dataSource={lines.data?.data ?? []}
      pagination={false}
      title={() => <CreditLineForm />}
      columns={[
        { title: '客户', dataIndex: 'company_name', ellipsis: true },
        { title: '额度', dataIndex: 'limit', align: 'right', width: 110 },
        { title: '已用', dataIndex: 'used', align: 'right', width: 110 },
        { title: '可用', dataIndex: 'available', align: 'right', width: 110 },
        {
          title: '结算方式',
          key: 'terms',
          width: 190,
          render: (_, l) =>
            l.terms === 'monthly'
              ? `月结：每月 ${l.statement_day} 日出账，${l.pay_days} 天内付款`
              : `发货后 ${l.pay_days} 天付款`,
        },
        { title: '生效日期', dataIndex: 'start_date', width: 110 },
        {
          title: '逾期',
          key: 'overdue',
          width: 130,
          render: (_, l) =>
            l.overdue_amount === '0.00' ? (
              '—'
            ) : (
              <Space size={4}>
                <span style={{ color: '#cf1322' }}>¥{l.overdue_amount}</span>
                {l.blocked === 1 && <Tag color="error">停止挂账</Tag>}
              </Space>
            ),
        },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_, l) => (
            <Space size={0}>
              <CreditLineForm line={l} />
              <Popconfirm
                title="立即出账？将本期截至此刻的挂账、退款和还款生成对账单"
                onConfirm={() => closeNow(l)}
              >
                <Button type="link" size="small">
                  立即出账
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}

function StatementsTab() {
  const statements = useQuery(creditStatementsQuery());
  return (
    <Table<AdminStatement>
      rowKey="id"
      size="middle"
      loading={statements.isFetching}
      dataSource={statements.data?.data ?? []}
      pagination={{ pageSize: 20 }}
      columns={[
        { title: '对账单号', dataIndex: 'statement_no', width: 200 },
        { title: '客户', dataIndex: 'company_name', ellipsis: true },
        {
          title: '账期',
          key: 'period',
          width: 200,
          render: (_, s) => `${s.period_start} 至 ${s.period_end}（不含）`,
        },
        { title: '本期应还', dataIndex: 'closing', align: 'right', width: 110 },
        { title: '未还', dataIndex: 'outstanding', align: 'right', width: 110 },
        { title: '最后还款日', dataIndex: 'due_date', width: 110 },
        {
          title: '状态',
          key: 'status',
          width: 90,
          render: (_, s) => <Tag color={STATUS_COLORS[s.status]}>{s.status_text}</Tag>,
        },
      ]}
    />
  );
}

function DisputesTab() {
  const [state, setState] = useState<'open' | 'resolved'>('open');
  const disputes = useQuery(disputesQuery(state));
  const resolve = useResolveDispute();
  const [answering, setAnswering] = useState<AdminDispute | null>(null);
  return (
    <>
      <Tabs
        size="small"
        activeKey={state}
        onChange={(k) => setState(k as 'open' | 'resolved')}
        items={[
          { key: 'open', label: '待处理' },
          { key: 'resolved', label: '已处理' },
        ]}
      />
      <Table<AdminDispute>
        rowKey="id"
        size="middle"
        loading={disputes.isFetching}
        dataSource={disputes.data?.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '客户', dataIndex: 'company_name', ellipsis: true, width: 180 },
          { title: '对账单号', dataIndex: 'statement_no', width: 200 },
          {
            title: '明细',
            key: 'line',
            width: 240,
            render: (_, d) => `${d.kind_text} ${d.order_no} ¥${d.amount}`,
          },
          { title: '异议说明', dataIndex: 'dispute_note', ellipsis: true },
          {
            title: '提出时间',
            key: 'at',
            width: 160,
            render: (_, d) => formatTime(d.disputed_at),
          },
          state === 'open'
            ? {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_, d) => (
                  <Button type="link" size="small" onClick={() => setAnswering(d)}>
                    处理
                  </Button>
                ),
              }
            : { title: '处理说明', dataIndex: 'dispute_answer', ellipsis: true },
        ]}
      />
      {answering && (
        <ReasonModal
          title={`处理异议：${answering.company_name} ${answering.statement_no}`}
          label="处理说明"
          okText="提交"
          max={500}
          onClose={() => setAnswering(null)}
          onSubmit={(answer) => resolve.mutateAsync({ id: answering.id, answer })}
        >
          <p>买家异议：{answering.dispute_note}</p>
        </ReasonModal>
      )}
    </>
  );
}

const TABS = ['lines', 'statements', 'disputes', 'receivables'] as const;

/** 账期管理 (finance): credit lines, statements, disputes and receivables by age. */
export function CreditPage() {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t === search.get('tab')) ?? 'lines';
  const receivables = useQuery({ ...receivablesQuery(), enabled: tab === 'receivables' });
  return (
    <PageContainer>
      <Tabs
        activeKey={tab}
        onChange={(k) => setSearch({ tab: k })}
        items={[
          { key: 'lines', label: '账期客户', children: <LinesTab /> },
          { key: 'statements', label: '对账单', children: <StatementsTab /> },
          { key: 'disputes', label: '对账异议', children: <DisputesTab /> },
          {
            key: 'receivables',
            label: '应收账龄',
            children: (
              <ReceivablesTable
                loading={receivables.isFetching}
                rows={receivables.data?.data ?? []}
                total={receivables.data?.total}
                exportUrl={receivablesXlsxUrl}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
