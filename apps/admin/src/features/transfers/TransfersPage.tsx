import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type AdminTransfer,
  type AdminTransferPage,
  receiptFileUrl,
  transfersQuery,
  useRejectTransfer,
} from '../../api/transfers';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { ReasonModal } from '../../components/ReasonModal';
import { TransferAccountCard } from '../../components/TransferAccountCard';
import { pageOf, textOf } from '../../lib/table-params';
import { ConfirmTransferForm } from './ConfirmTransferForm';
import { DailyStatement } from './DailyStatement';

const COLORS = {
  waiting: 'processing',
  rejected: 'error',
  partly: 'warning',
  confirmed: 'success',
  closed: 'default',
} as const;
const RECEIPT_COLORS = {
  pending: 'processing',
  confirmed: 'success',
  rejected: 'error',
  replaced: 'default',
} as const;
const TABS = [
  { key: 'todo', label: '待确认' },
  { key: 'all', label: '全部转账' },
  { key: 'daily', label: '到账日报' },
  { key: 'account', label: '收款账户' },
];

/** 对公转账 › 到账确认 (finance): receipts waiting, confirm what arrived or reject; the daily statement. */
export function TransfersPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('view') ?? 'todo';
  const reject = useRejectTransfer();
  const [rejecting, setRejecting] = useState<{ t: AdminTransfer; receiptId: number } | null>(null);
  // A decided receipt leaves the 待确认 list at once (the table reads through its own request).
  const actionRef = useRef<ActionType>(undefined);
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<AdminTransfer>[] = [
    {
      title: '关键词',
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: '买家 / 识别码 / 订单号 / 对账单号' },
    },
    { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 170 },
    { title: '识别码', dataIndex: 'reference', search: false, copyable: true, width: 120 },
    {
      title: '订单 / 对账单',
      dataIndex: 'target_no',
      search: false,
      width: 180,
      render: (_, r) =>
        r.kind === 'order' ? (
          <Link to={`/orders/${r.target_id}`}>{r.target_no}</Link>
        ) : (
          `${r.kind_text} ${r.target_no}`
        ),
    },
    { title: '应付（元）', dataIndex: 'amount', search: false, align: 'right', width: 100 },
    { title: '已到账（元）', dataIndex: 'received', search: false, align: 'right', width: 100 },
    {
      title: '状态',
      dataIndex: 'state_text',
      search: false,
      width: 100,
      render: (_, r) => <Tag color={COLORS[r.state]}>{r.state_text}</Tag>,
    },
    {
      title: '银行回单',
      dataIndex: 'receipts',
      search: false,
      width: 190,
      render: (_, r) =>
        r.receipts.length === 0 ? (
          <span style={{ color: '#999' }}>未上传</span>
        ) : (
          <Space direction="vertical" size={2}>
            {r.receipts.map((x) => (
              <span key={x.id}>
                <a href={receiptFileUrl(r.id, x.id)} target="_blank" rel="noreferrer">
                  查看回单
                </a>{' '}
                <Tag color={RECEIPT_COLORS[x.state]}>{x.state_text}</Tag>
                {x.state === 'confirmed' && `¥${x.amount}`}
              </span>
            ))}
          </Space>
        ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 160,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 150,
      fixed: 'right',
      render: (_, r) => {
        const pending = r.receipts.find((x) => x.state === 'pending');
        if (!pending) return [];
        return [
          <ConfirmTransferForm key="confirm" t={r} receiptId={pending.id} onDone={reload} />,
          <Button
            key="reject"
            type="link"
            size="small"
            danger
            onClick={() => setRejecting({ t: r, receiptId: pending.id })}
          >
            驳回
          </Button>,
        ];
      },
    },
  ];

  const tabs = {
    menu: {
      type: 'tab' as const,
      activeKey: tab,
      items: TABS,
      onChange: (key: unknown) => setSearch({ view: String(key) }, { replace: true }),
    },
  };

  return (
    <PageContainer>
      {tab === 'daily' || tab === 'account' ? (
        <>
          <Space style={{ marginBottom: 12 }}>
            {TABS.map((x) => (
              <Button
                key={x.key}
                type={x.key === tab ? 'primary' : 'default'}
                onClick={() => setSearch({ view: x.key }, { replace: true })}
              >
                {x.label}
              </Button>
            ))}
          </Space>
          {tab === 'daily' ? <DailyStatement /> : <TransferAccountCard />}
        </>
      ) : (
        <AdminTable<AdminTransfer, { view: string }, AdminTransferPage>
          headerTitle="对公转账到账确认"
          actionRef={actionRef}
          scroll={{ x: columnsWidth(columns) }}
          columns={columns}
          params={{ view: tab }}
          toolbar={tabs}
          fetchPage={(params) =>
            queryClient.fetchQuery(
              transfersQuery({
                ...pageOf(params),
                view: tab === 'all' ? 'all' : 'todo',
                keyword: textOf(params.keyword),
              }),
            )
          }
        />
      )}
      {rejecting && (
        <ReasonModal
          title={`驳回回单（${rejecting.t.company_name}，识别码 ${rejecting.t.reference}）`}
          placeholder="如：回单模糊无法辨认；付款账户非本企业"
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await reject.mutateAsync({
              id: rejecting.t.id,
              receipt_id: rejecting.receiptId,
              reason,
            });
            message.success('已驳回，买家将收到站内信');
            reload();
          }}
        />
      )}
    </PageContainer>
  );
}
