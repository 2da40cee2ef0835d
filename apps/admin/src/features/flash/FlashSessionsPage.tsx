import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminFlashGoods, AdminFlashSession } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Table } from 'antd';
import { useRef, useState } from 'react';
import { flashSessionsQuery, useRemoveFlashGoods, useSetFlashEnabled } from '../../api/flash';
import { AdminTable } from '../../components/AdminTable';
import { pageOf } from '../../lib/table-params';
import { FlashGoodsModal } from './FlashGoodsModal';
import { FlashSessionModal } from './FlashSessionModal';

const STATUS = {
  0: { text: '未开始', status: 'Default' },
  1: { text: '进行中', status: 'Processing' },
  2: { text: '已结束', status: 'Error' },
  3: { text: '已停止', status: 'Warning' },
};

/** The goods of one session: flash price, stock sold and left, the limit. */
function SessionGoods({
  session,
  onChanged,
}: {
  session: AdminFlashSession;
  onChanged: () => void;
}) {
  const remove = useRemoveFlashGoods();
  const { message } = App.useApp();
  return (
    <Table<AdminFlashGoods>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={session.goods}
      locale={{ emptyText: '本场还没有商品，点“添加商品”' }}
      columns={[
        { title: '商品', dataIndex: 'goods_name', render: (_, g) => `${g.goods_name} ${g.ypgg}` },
        { title: '厂家', dataIndex: 'sccj', ellipsis: true },
        { title: '原价', dataIndex: 'goods_price', render: (v) => `¥${v}` },
        {
          title: '秒杀价',
          dataIndex: 'price',
          render: (v) => <b style={{ color: '#f5222d' }}>¥{v}</b>,
        },
        {
          title: '已抢 / 秒杀库存',
          key: 'sold',
          width: 180,
          render: (_, g) => (
            <Progress
              size="small"
              percent={Math.floor(((g.stock_total - g.stock_left) * 100) / g.stock_total)}
              format={() => `${g.stock_total - g.stock_left}/${g.stock_total}`}
            />
          ),
        },
        { title: '商品库存', dataIndex: 'goods_stock' },
        { title: '每家限购', dataIndex: 'limit', render: (v) => (v ? v : '不限') },
        {
          title: '操作',
          key: 'op',
          render: (_, g) =>
            g.stock_left === g.stock_total ? (
              <Popconfirm
                title="移除该秒杀商品？"
                onConfirm={async () => {
                  await remove.mutateAsync(g.id);
                  message.success('秒杀商品已移除');
                  onChanged();
                }}
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}

/** 秒杀场次: sessions and their goods; create, edit, start and stop, all audited on the server. */
export function FlashSessionsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<AdminFlashSession | 'new' | null>(null);
  const [adding, setAdding] = useState<AdminFlashSession | null>(null);
  const toggle = useSetFlashEnabled();
  const reload = () => actionRef.current?.reload();
  const flip = async (row: AdminFlashSession, enabled: boolean) => {
    await toggle.mutateAsync({ id: row.id, enabled });
    message.success(enabled ? '场次已开始' : '场次已停止');
    reload();
  };

  const columns: ProColumns<AdminFlashSession>[] = [
    { title: '场次', dataIndex: 'title', width: 160 },
    { title: '开始时间', dataIndex: 'starts_at', valueType: 'dateTime', width: 170 },
    { title: '结束时间', dataIndex: 'ends_at', valueType: 'dateTime', width: 170 },
    { title: '商品数', key: 'count', width: 80, render: (_, r) => r.goods.length },
    { title: '状态', dataIndex: 'status', valueEnum: STATUS, width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 220,
      render: (_, row) => [
        <Button key="goods" type="link" size="small" onClick={() => setAdding(row)}>
          添加商品
        </Button>,
        <Button key="edit" type="link" size="small" onClick={() => setEditing(row)}>
          编辑
        </Button>,
        row.enabled ? (
          <Popconfirm
            key="stop"
            title="停止本场？"
            description="买家立即不能再抢购；已下的订单不受影响"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停止
            </Button>
          </Popconfirm>
        ) : (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            开始
          </Button>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminFlashSession>
        headerTitle="秒杀场次"
        actionRef={actionRef}
        columns={columns}
        search={false}
        expandable={{
          defaultExpandAllRows: true,
          expandedRowRender: (row) => <SessionGoods session={row} onChanged={reload} />,
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing('new')}>
            新建场次
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(flashSessionsQuery(pageOf(params)))}
      />
      <FlashSessionModal
        session={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          reload();
        }}
      />
      <FlashGoodsModal
        session={adding}
        onClose={() => {
          setAdding(null);
          reload();
        }}
      />
    </PageContainer>
  );
}
