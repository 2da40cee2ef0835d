import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminFranchiseApplication } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import {
  franchiseApplicationsQuery,
  franchiseGoodsQuery,
  useDecideFranchise,
  useFranchiseGoodsChange,
} from '../../api/zones';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { LongText } from '../../components/LongText';
import { pageOf, textOf } from '../../lib/table-params';
import { ZoneGoodsList } from './ZoneGoodsList';

const STATUS = {
  pending: { text: '待审核', status: 'Processing' },
  approved: { text: '已通过', status: 'Success' },
  declined: { text: '未通过', status: 'Error' },
};

type Deciding = { row: AdminFranchiseApplication; status: 'approved' | 'declined' };

/** 加盟申请: buyers' applications, approved or declined with a note the buyer sees. */
function Applications() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideFranchise();

  const submit = async () => {
    if (!deciding) return;
    setError(null);
    try {
      await decide.mutateAsync({ id: deciding.row.id, status: deciding.status, note: note.trim() });
      message.success(deciding.status === 'approved' ? '已通过' : '已拒绝');
      setDeciding(null);
      actionRef.current?.reload();
    } catch (e) {
      setError(isApiError(e) ? e.message : '操作失败');
    }
  };

  const columns: ProColumns<AdminFranchiseApplication>[] = [
    // 1,052 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 84 },
    {
      title: '买家 / 申请公司',
      dataIndex: 'company_name',
      search: false,
      width: 170,
      render: (_, r) => <CellLines main={r.company_name} sub={r.company} ellipsis />,
    },
    {
      title: '联系人',
      dataIndex: 'contact',
      search: false,
      width: 120,
      render: (_, r) => <CellLines main={r.contact} sub={r.phone} />,
    },
    { title: '地区', dataIndex: 'region', search: false, width: 120, ellipsis: true },
    {
      title: '留言 / 处理说明',
      dataIndex: 'message',
      search: false,
      width: 260,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ width: '100%' }}>
          <LongText text={r.message} rows={1} />
          {r.note && <LongText text={`处理说明：${r.note}`} rows={1} type="secondary" />}
        </Space>
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
      width: 130,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'pending'
          ? [
              <Button
                key="ok"
                type="link"
                size="small"
                onClick={() => {
                  setNote('');
                  setError(null);
                  setDeciding({ row, status: 'approved' });
                }}
              >
                通过
              </Button>,
              <Button
                key="no"
                type="link"
                size="small"
                danger
                onClick={() => {
                  setNote('');
                  setError(null);
                  setDeciding({ row, status: 'declined' });
                }}
              >
                拒绝
              </Button>,
            ]
          : [],
    },
  ];

  return (
    <>
      <AdminTable<AdminFranchiseApplication>
        headerTitle="加盟申请"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            franchiseApplicationsQuery({
              ...pageOf(params),
              status: textOf(params.status) as AdminFranchiseApplication['status'] | undefined,
            }),
          )
        }
      />
      <Modal
        title={
          deciding
            ? `${deciding.status === 'approved' ? '通过' : '拒绝'}加盟申请 · ${deciding.row.company}`
            : ''
        }
        open={deciding !== null}
        okText={deciding?.status === 'approved' ? '通过' : '拒绝'}
        okButtonProps={{ danger: deciding?.status === 'declined' }}
        confirmLoading={decide.isPending}
        onOk={submit}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Input.TextArea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={200}
          showCount
          rows={3}
          style={{ marginBottom: 16 }}
          placeholder="处理说明（买家可见），如：已安排招商经理联系"
        />
      </Modal>
    </>
  );
}

/** 加盟专区商品: the goods /jmzq shows. */
function FranchiseGoods() {
  const queryClient = useQueryClient();
  const change = useFranchiseGoodsChange();
  return (
    <ZoneGoodsList
      change={change}
      fetchPage={(page) => queryClient.fetchQuery(franchiseGoodsQuery(page))}
      words={{
        add: '加入加盟专区',
        added: '已加入加盟专区',
        removeConfirm: '移出加盟专区？',
        removed: '已移出加盟专区',
        title: '加盟专区商品',
      }}
    />
  );
}

export function FranchisePage() {
  return (
    <PageContainer>
      <Tabs
        items={[
          { key: 'apps', label: '加盟申请', children: <Applications /> },
          { key: 'goods', label: '加盟专区商品', children: <FranchiseGoods /> },
        ]}
      />
    </PageContainer>
  );
}
