import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  type AdminCredentialItem,
  type CredentialReviewStatus,
  credentialReviewQuery,
  useDecideCredential,
} from '../../api/credentials';
import { AdminTable } from '../../components/AdminTable';
import { LicenceFile } from '../../components/LicenceFile';
import { LongText } from '../../components/LongText';
import { ReasonModal } from '../../components/ReasonModal';
import { useCan } from '../../lib/permissions';
import { pageOf, textOf } from '../../lib/table-params';

const TABS: { key: CredentialReviewStatus; label: string }[] = [
  { key: 'pending', label: '待审核' },
  { key: 'rejected', label: '已驳回' },
  { key: 'current', label: '生效中' },
  { key: 'all', label: '全部' },
];
const COLORS = {
  pending: 'processing',
  current: 'success',
  rejected: 'error',
  replaced: 'default',
};

/** 资质审核: licences buyers uploaded (new or renewed); view the file, approve or reject. */
export function CredentialReviewPage() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const can = useCan();
  const decide = useDecideCredential();
  const [status, setStatus] = useState<CredentialReviewStatus>('pending');
  const [rejecting, setRejecting] = useState<AdminCredentialItem | null>(null);
  const mayDecide = can('buyers.review');
  const table = useRef<ActionType>(null);

  const approve = async (item: AdminCredentialItem) => {
    try {
      await decide.mutateAsync({ id: item.id, approve: 1, reason: '' });
      message.success('已审核通过');
      table.current?.reload();
    } catch (e) {
      message.error(isApiError(e) ? e.message : '操作失败');
    }
  };

  const columns: ProColumns<AdminCredentialItem>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '企业名称/证件编号' },
    },
    { title: '企业', dataIndex: 'company_name', search: false, width: 160, ellipsis: true },
    { title: '企业类型', dataIndex: 'company_type', search: false, width: 90 },
    { title: '证件类型', dataIndex: 'kind_name', search: false, width: 140 },
    { title: '证件编号', dataIndex: 'number', search: false, width: 180 },
    { title: '发证日期', dataIndex: 'issued_on', search: false, width: 110 },
    {
      title: '有效期至',
      dataIndex: 'expires_on',
      search: false,
      width: 130,
      render: (_, r) =>
        r.expiry === 'ok' ? (
          r.expires_on
        ) : (
          <Tag color={r.expiry === 'expired' ? 'red' : 'orange'}>{r.expires_on}</Tag>
        ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 170,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      search: false,
      width: 150,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[r.status]}>{r.status_text}</Tag>
          {r.reason && <LongText text={r.reason} />}
        </Space>
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      fixed: 'right',
      render: (_, r) => [
        <LicenceFile key="file" item={r} />,
        ...(mayDecide && r.status === 'pending'
          ? [
              <Popconfirm
                key="approve"
                title="确认审核通过？"
                description="通过后该证件立即生效，原证件标记为已更新。"
                okText="通过"
                cancelText="取消"
                onConfirm={() => approve(r)}
              >
                <Button type="link" size="small">
                  通过
                </Button>
              </Popconfirm>,
              <Button key="reject" type="link" size="small" danger onClick={() => setRejecting(r)}>
                驳回
              </Button>,
            ]
          : []),
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCredentialItem, { status: CredentialReviewStatus }>
        headerTitle="资质审核"
        actionRef={table}
        scroll={{ x: 1360 }}
        columns={columns}
        params={{ status }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status,
            items: TABS,
            onChange: (key) => setStatus(String(key) as CredentialReviewStatus),
          },
        }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            credentialReviewQuery({ ...pageOf(params), status, keywords: textOf(params.keywords) }),
          )
        }
      />
      {rejecting && (
        <ReasonModal
          title={`驳回：${rejecting.company_name} · ${rejecting.kind_name}`}
          placeholder="如：图片模糊、证件已过期"
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: rejecting.id, approve: 0, reason });
            message.success('已驳回');
            table.current?.reload();
          }}
        />
      )}
    </PageContainer>
  );
}
