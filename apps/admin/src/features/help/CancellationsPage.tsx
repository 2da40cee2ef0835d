import { PageContainer } from '@ant-design/pro-components';
import type { AdminCancellation } from '@shop/contract';
import { App, Button, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useCancellations, useDecideCancellation } from '../../api/help';
import { LongText } from '../../components/LongText';
import { ReasonModal } from '../../components/ReasonModal';
import { formatTime } from '../../lib/format-time';

const STATUS_OPTIONS = [
  { value: 'pending', label: '待处理' },
  { value: 'approved', label: '已注销' },
  { value: 'rejected', label: '已驳回' },
  { value: 'all', label: '全部' },
];
const STATUS_COLORS: Record<string, string> = {
  pending: 'processing',
  approved: 'default',
  rejected: 'warning',
};

/**
 * 注销申请: approve (the company's logins stop and its sessions end; refused
 * while orders are open or a balance remains) or reject with a reason.
 */
export function CancellationsPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useCancellations(status, page);
  const decide = useDecideCancellation();
  const [rejecting, setRejecting] = useState<AdminCancellation | null>(null);

  const approve = async (row: AdminCancellation) => {
    try {
      await decide.mutateAsync({ id: row.id, approve: true, reason: '' });
      message.success('已注销该账户');
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };

  const columns: ColumnsType<AdminCancellation> = [
    {
      title: '申请时间',
      dataIndex: 'created_at',
      width: 170,
      render: (v: string) => formatTime(v),
    },
    {
      title: '企业',
      dataIndex: 'company_name',
      ellipsis: true,
      render: (_, r) => `${r.company_name || '-'}（ID ${r.company_id}）`,
    },
    { title: '申请账号', dataIndex: 'username', width: 120 },
    {
      title: '注销原因',
      dataIndex: 'reason',
      width: 280,
      render: (v: string) => <LongText text={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      width: 150,
      render: (v: string, r) => (
        <>
          <Tag color={STATUS_COLORS[r.status]}>{v}</Tag>
          {r.reject_reason && <LongText text={`驳回原因：${r.reject_reason}`} />}
          {r.blockers.map((b) => (
            <div key={b} style={{ color: '#d46b08' }}>
              {b}
            </div>
          ))}
        </>
      ),
    },
    {
      title: '操作',
      width: 150,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Space size={0}>
            <Popconfirm
              title="确认注销该企业账户？"
              description="该企业的主账号和全部子账号将无法登录，已登录的会话立即失效。"
              okText="确认注销"
              okButtonProps={{ danger: true }}
              onConfirm={() => approve(r)}
            >
              <Button type="link" size="small" danger disabled={r.blockers.length > 0}>
                批准注销
              </Button>
            </Popconfirm>
            <Button type="link" size="small" onClick={() => setRejecting(r)}>
              驳回
            </Button>
          </Space>
        ) : (
          r.handled_at && formatTime(r.handled_at)
        ),
    },
  ];

  return (
    <PageContainer>
      <Segmented
        options={STATUS_OPTIONS}
        value={status}
        onChange={(v) => {
          setStatus(String(v));
          setPage(1);
        }}
        style={{ marginBottom: 16 }}
      />
      <Table
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        pagination={{
          current: page,
          pageSize: data?.per_page ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
      {rejecting && (
        <ReasonModal
          title={`驳回注销申请：${rejecting.company_name}`}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: rejecting.id, approve: false, reason });
            message.success('已驳回');
          }}
        />
      )}
    </PageContainer>
  );
}
