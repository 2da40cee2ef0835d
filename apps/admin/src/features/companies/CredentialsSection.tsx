import type { CredentialItem } from '@shop/contract';
import { App, Button, Popconfirm, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useCompanyCredentials, useDecideCredential } from '../../api/credentials';
import { CredentialNumber } from '../../components/CredentialNumber';
import { ErrorResult } from '../../components/ErrorResult';
import { LicenceFile } from '../../components/LicenceFile';
import { ReasonModal } from '../../components/ReasonModal';
import { useCan } from '../../lib/permissions';

const COLORS = {
  pending: 'processing',
  current: 'success',
  rejected: 'error',
  replaced: 'default',
};

/**
 * The company drawer's documents (首营资料): every one in force, under review
 * or returned, with file and expiry. A reviewer approves or returns each one
 * here (the buyer is told which and why); the company's own 通过 waits until
 * every required one is approved.
 */
export function CredentialsSection({ companyId }: { companyId: number }) {
  const list = useCompanyCredentials(companyId);
  const decide = useDecideCredential();
  const can = useCan();
  const { message } = App.useApp();
  const [returning, setReturning] = useState<CredentialItem | null>(null);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <ErrorResult error={list.error} onRetry={() => list.refetch()} />;
  const mayDecide = can('buyers.review');

  const approve = async (c: CredentialItem) => {
    try {
      await decide.mutateAsync({ id: c.id, approve: 1, reason: '' });
      message.success(`${c.kind_name}已审核通过`);
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };

  return (
    <>
      <Table<CredentialItem>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list.data}
        locale={{ emptyText: '尚未上传资质' }}
        columns={[
          { title: '证照类型', dataIndex: 'kind_name' },
          {
            title: '证照编号',
            dataIndex: 'number',
            render: (_, c) => <CredentialNumber item={c} />,
          },
          {
            title: '发证日期',
            dataIndex: 'issued_on',
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (v: string | null) => v ?? '-',
          },
          {
            title: '有效期至',
            dataIndex: 'expires_on',
            render: (v: string, c) =>
              c.expiry === 'expired' ? (
                <Typography.Text type="danger">{v}（已过期）</Typography.Text>
              ) : c.expiry === 'expiring' ? (
                <Typography.Text type="warning">{`${v}（${c.days_left} 天后到期）`}</Typography.Text>
              ) : (
                v
              ),
          },
          {
            title: '状态',
            dataIndex: 'status_text',
            render: (v: string, c) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLORS[c.status]}>{c.status === 'rejected' ? '已退回' : v}</Tag>
                {c.reason && <Typography.Text type="secondary">{c.reason}</Typography.Text>}
              </Space>
            ),
          },
          { title: '文件', key: 'file', render: (_, c) => <LicenceFile item={c} /> },
          ...(mayDecide
            ? [
                {
                  title: '审核',
                  key: 'decide',
                  render: (_: unknown, c: CredentialItem) =>
                    c.status === 'pending' ? (
                      <Space size={0}>
                        <Popconfirm
                          title={`确认${c.kind_name}审核通过？`}
                          okText="通过"
                          cancelText="取消"
                          onConfirm={() => approve(c)}
                        >
                          <Button type="link" size="small" aria-label={`通过${c.kind_name}`}>
                            通过
                          </Button>
                        </Popconfirm>
                        <Button
                          type="link"
                          size="small"
                          danger
                          aria-label={`退回${c.kind_name}`}
                          onClick={() => setReturning(c)}
                        >
                          退回
                        </Button>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {returning && (
        <ReasonModal
          title={`退回：${returning.kind_name}`}
          label="退回原因"
          okText="退回"
          placeholder="如：图片模糊、证件已过期、缺少反面"
          onClose={() => setReturning(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: returning.id, approve: 0, reason });
            message.success(`${returning.kind_name}已退回，已通知买家`);
          }}
        />
      )}
    </>
  );
}
