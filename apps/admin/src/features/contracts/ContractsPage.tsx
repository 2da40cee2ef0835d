import {
  ModalForm,
  PageContainer,
  type ProColumns,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  type ContractSignaturePage,
  type ContractVersionItem,
  signaturesQuery,
  useContractVersions,
  usePublishContract,
} from '../../api/contracts';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';

type Signature = ContractSignaturePage['data'][number];
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/**
 * 采购合同: the versions of the purchase contract (the newest is in force),
 * publishing a new one (every buyer signs again before ordering), and who
 * signed which version.
 */
export function ContractsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const versions = useContractVersions();
  const publish = usePublishContract();
  const [versionId, setVersionId] = useState<number | undefined>(undefined);
  const current = versions.data?.[0];

  const versionColumns = [
    {
      title: '版本',
      key: 'version',
      width: 110,
      render: (_: unknown, v: ContractVersionItem) => (
        <>
          第 {v.version} 版 {v.current === 1 && <Tag color="success">生效中</Tag>}
        </>
      ),
    },
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '发布人', dataIndex: 'published_by', key: 'by', width: 100 },
    {
      title: '发布时间',
      key: 'at',
      width: 160,
      render: (_: unknown, v: ContractVersionItem) => time(v.published_at),
    },
    { title: '已签署', dataIndex: 'signed_count', key: 'signed', width: 90 },
    {
      title: 'SHA-256',
      key: 'hash',
      render: (_: unknown, v: ContractVersionItem) => (
        <Typography.Text code copyable={{ text: v.sha256 }}>
          {v.sha256.slice(0, 16)}…
        </Typography.Text>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 120,
      render: (_: unknown, v: ContractVersionItem) => (
        <Button type="link" size="small" onClick={() => setVersionId(v.id)}>
          查看签署记录
        </Button>
      ),
    },
  ];

  const signatureColumns: ProColumns<Signature>[] = [
    { title: '买家', dataIndex: 'company_name', ellipsis: true },
    { title: '版本', dataIndex: 'version', width: 80, render: (_, s) => `第 ${s.version} 版` },
    { title: '签署人', dataIndex: 'name', width: 120 },
    { title: '签署账号', dataIndex: 'username', width: 120 },
    { title: '签署时间', dataIndex: 'signed_at', width: 160, render: (_, s) => time(s.signed_at) },
    {
      title: '文本 SHA-256',
      dataIndex: 'sha256',
      render: (_, s) => <Typography.Text code>{s.sha256.slice(0, 16)}…</Typography.Text>,
    },
  ];

  return (
    <PageContainer>
      <Card
        title="合同版本"
        extra={
          <ModalForm<{ title: string; body: string }>
            title="发布新版本合同"
            trigger={<Button type="primary">发布新版本</Button>}
            initialValues={current ? { title: current.title, body: current.body } : undefined}
            modalProps={{ destroyOnHidden: true, okText: '发布' }}
            width={800}
            onFinish={async (values) => {
              try {
                await publish.mutateAsync(values);
                message.success('新版本合同已发布，所有买家需重新签署');
                return true;
              } catch (e) {
                message.error(isApiError(e) ? e.message : '发布失败');
                return false;
              }
            }}
          >
            <Typography.Paragraph type="warning">
              发布后立即生效：所有买家须重新签署新版本才能继续下单。已发布的版本不能修改。
            </Typography.Paragraph>
            <ProFormText
              name="title"
              label="合同标题"
              rules={[{ required: true, message: '请输入合同标题' }, { max: 100 }]}
            />
            <ProFormTextArea
              name="body"
              label="合同正文（空一行分段）"
              fieldProps={{ rows: 16, maxLength: 20000, showCount: true }}
              rules={[{ required: true, message: '请输入合同正文' }]}
            />
          </ModalForm>
        }
      >
        <Table<ContractVersionItem>
          rowKey="id"
          size="small"
          loading={versions.isFetching}
          columns={versionColumns}
          dataSource={versions.data ?? []}
          pagination={false}
        />
      </Card>
      <div style={{ marginTop: 16 }}>
        <AdminTable<Signature, { version_id?: number }, ContractSignaturePage>
          headerTitle={
            versionId
              ? `签署记录（第 ${versions.data?.find((v) => v.id === versionId)?.version ?? ''} 版）`
              : '签署记录（全部版本）'
          }
          search={false}
          columns={signatureColumns}
          params={{ version_id: versionId }}
          toolBarRender={() =>
            versionId
              ? [
                  <Button key="all" onClick={() => setVersionId(undefined)}>
                    全部版本
                  </Button>,
                ]
              : []
          }
          fetchPage={(params) =>
            queryClient.fetchQuery(signaturesQuery({ ...pageOf(params), version_id: versionId }))
          }
        />
      </div>
    </PageContainer>
  );
}
