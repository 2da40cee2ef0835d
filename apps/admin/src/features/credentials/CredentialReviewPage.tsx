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
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { CredentialNumber } from '../../components/CredentialNumber';
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
    // 1,068 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    {
      title: '企业',
      dataIndex: 'company_name',
      search: false,
      width: 170,
      render: (_, r) => <CellLines main={r.company_name} sub={r.company_type} ellipsis />,
    },
    { title: '证件类型', dataIndex: 'kind_name', search: false, width: 140 },
    {
      title: '证件编号',
      dataIndex: 'number',
      search: false,
      width: 150,
      ellipsis: true,
      render: (_, r) => <CredentialNumber item={r} />,
    },
    {
      title: '有效期至',
      dataIndex: 'expires_on',
      search: false,
      width: 130,
      render: (_, r) => (
        <CellLines
          main={
            r.expiry === 'ok' ? (
              r.expires_on
            ) : (
              <Tag color={r.expiry === 'expired' ? 'red' : 'orange'}>{r.expires_on}</Tag>
            )
          }
          sub={`发证 ${r.issued_on}`}
        />
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'created_at',
      valueType: 'dateTime',
      search: false,
      width: 168,
    },
    {
      title: '状态',
      dataIndex: 'status_text',
      search: false,
      width: 120,
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
      width: 190,
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
        scroll={{ x: columnsWidth(columns) }}
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
