import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminFlashGoods, AdminFlashSession } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Progress, Table } from 'antd';
import { useState } from 'react';
import { flashSessionsQuery, useRemoveFlashGoods, useSetFlashEnabled } from '../../api/flash';
import { AdminTable } from '../../components/AdminTable';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatusByCode } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf } from '../../lib/table-params';
import { FlashGoodsModal, type FlashGoodsTarget } from './FlashGoodsModal';
import { FlashSessionModal } from './FlashSessionModal';

/** The goods of one session: flash price, stock sold and left, the limit. */
function SessionGoods({
  session,
  onChanged,
  onEdit,
}: {
  session: AdminFlashSession;
  onChanged: () => void;
  onEdit: (goods: AdminFlashGoods) => void;
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
          render: (_, g) => [
            <Button key="edit" type="link" size="small" onClick={() => onEdit(g)}>
              编辑
            </Button>,
            // A sold one stays for its orders (the server refuses too).
            g.stock_left === g.stock_total && (
              <Popconfirm
                key="remove"
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
            ),
          ],
        },
      ]}
    />
  );
}

/** 秒杀场次: sessions and their goods; create, edit, start and stop, all audited on the server. */
export function FlashSessionsPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<AdminFlashSession>();
  const [goodsTarget, setGoodsTarget] = useState<FlashGoodsTarget>(null);
  const flip = useActivitySwitch(
    useSetFlashEnabled().mutateAsync,
    { on: '场次已开始', off: '场次已停止' },
    reload,
  );

  const columns: ProColumns<AdminFlashSession>[] = [
    { title: '场次', dataIndex: 'title', width: 160 },
    windowColumn<AdminFlashSession>('starts_at', 'ends_at', '场次时间'),
    { title: '商品数', key: 'count', width: 80, render: (_, r) => r.goods.length },
    statusColumn<AdminFlashSession>(activityStatusByCode({ stopped: '已停止' })),
    optionColumn<AdminFlashSession>(220, (row) =>
      activityActions({
        // A session's switch works whatever its window (an ended one is started to show it again).
        ended: false,
        on: row.enabled,
        // An ended session sells nothing more: its time is edited first to run it again.
        extra:
          row.status === 2
            ? []
            : [
                <Button
                  key="goods"
                  type="link"
                  size="small"
                  onClick={() => setGoodsTarget({ session: row, goods: null })}
                >
                  添加商品
                </Button>,
              ],
        onEdit: () => edit(row),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停止',
        stopConfirm: { title: '停止本场？', description: '买家立即不能再抢购；已下的订单不受影响' },
        startLabel: '开始',
      }),
    ),
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
          expandedRowRender: (row) => (
            <SessionGoods
              session={row}
              onChanged={reload}
              onEdit={(goods) => setGoodsTarget({ session: row, goods })}
            />
          ),
        }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
            新建场次
          </Button>,
        ]}
        fetchPage={(params) => queryClient.fetchQuery(flashSessionsQuery(pageOf(params)))}
      />
      <FlashSessionModal session={editing?.row ?? null} {...drawer} />
      <FlashGoodsModal
        target={goodsTarget}
        onClose={() => {
          setGoodsTarget(null);
          reload();
        }}
      />
    </PageContainer>
  );
}
