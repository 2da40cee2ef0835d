import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminXrItem } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useSetXrEnabled, xrListQuery } from '../../api/xr';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';
import { XrModal } from './XrModal';

const STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '未开始', color: 'default' },
  1: { text: '进行中', color: 'processing' },
  2: { text: '已结束', color: 'error' },
  3: { text: '已停止', color: 'warning' },
};

/** 新人特价: goods companies without a completed order buy once at a special price (/xr/tj). */
export function XrPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ row: AdminXrItem | null } | null>(null);
  const toggle = useSetXrEnabled();
  const flip = async (row: AdminXrItem, enabled: boolean) => {
    await toggle.mutateAsync({ id: row.id, enabled });
    message.success(enabled ? '新人特价已开始' : '新人特价已停止');
    actionRef.current?.reload();
  };

  const columns: ProColumns<AdminXrItem>[] = [
    {
      title: '商品',
      key: 'goods',
      width: 280,
      render: (_, r) => (
        <>
          <div>{r.goods_name}</div>
          <div style={{ color: '#999' }}>
            {r.ypgg} · {r.sccj}
          </div>
        </>
      ),
    },
    {
      title: '新人价 / 会员价',
      key: 'price',
      width: 160,
      render: (_, r) => (
        <>
          <Tag color="red">¥{r.price}</Tag>
          <s style={{ color: '#999' }}>¥{r.goods_price}</s>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_, r) => <Tag color={STATUS[r.status]?.color}>{STATUS[r.status]?.text}</Tag>,
    },
    { title: '每家限购', dataIndex: 'limit', width: 90 },
    { title: '已购企业', dataIndex: 'buyers', width: 90 },
    { title: '开始', dataIndex: 'starts_at', valueType: 'dateTime', width: 170 },
    { title: '结束', dataIndex: 'ends_at', valueType: 'dateTime', width: 170 },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      fixed: 'right',
      render: (_, row) => [
        row.status !== 2 && (
          <Button key="edit" type="link" size="small" onClick={() => setEditing({ row })}>
            编辑
          </Button>
        ),
        row.status === 3 ? (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            开始
          </Button>
        ) : row.status !== 2 ? (
          <Popconfirm
            key="stop"
            title="停止这个新人特价？"
            description="新人特价页和购物车立即不能再按新人价购买；已下的订单不受影响"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停止
            </Button>
          </Popconfirm>
        ) : null,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminXrItem>
        headerTitle="新人特价"
        actionRef={actionRef}
        columns={columns}
        search={false}
        scroll={{ x: 1280 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ row: null })}>
            新增新人特价
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(xrListQuery(pageOf(params)))}
      />
      <XrModal
        row={editing?.row ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
