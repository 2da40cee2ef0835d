import type { CredentialItem } from '@shop/contract';
import { Skeleton, Table, Tag, Typography } from 'antd';
import { useCompanyCredentials } from '../../api/credentials';
import { ErrorResult } from '../../components/ErrorResult';
import { LicenceFile } from '../../components/LicenceFile';

const COLORS = {
  pending: 'processing',
  current: 'success',
  rejected: 'error',
  replaced: 'default',
};

/** The company drawer's licences: every one in force or under review, with file and expiry. */
export function CredentialsSection({ companyId }: { companyId: number }) {
  const list = useCompanyCredentials(companyId);
  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (list.isError) return <ErrorResult error={list.error} onRetry={() => list.refetch()} />;
  return (
    <Table<CredentialItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={list.data}
      locale={{ emptyText: '尚未上传资质' }}
      columns={[
        { title: '证照类型', dataIndex: 'kind_name' },
        { title: '证照编号', dataIndex: 'number' },
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
          render: (v: string, c) => <Tag color={COLORS[c.status]}>{v}</Tag>,
        },
        { title: '文件', key: 'file', render: (_, c) => <LicenceFile item={c} /> },
      ]}
    />
  );
}
