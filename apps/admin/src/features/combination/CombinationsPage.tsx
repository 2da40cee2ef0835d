import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCombination } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Popover, Tag } from 'antd';
import { useRef, useState } from 'react';
import {
  type CombinationsQuery,
  combinationsQuery,
  useSetCombinationEnabled,
} from '../../api/combinations';
import { AdminTable } from '../../components/AdminTable';
import { pageOf, textOf } from '../../lib/table-params';
import { CombinationDrawer } from './CombinationDrawer';
import { CombinationPreview } from './CombinationPreview';

const STATUS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Error' },
  stopped: { text: '已停用', status: 'Warning' },
};

/** 组合购: packages of goods at one price, as buyers see them in /zhzq. */
export function CombinationsPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const toggle = useSetCombinationEnabled();
  const flip = async (row: AdminCombination, enabled: boolean) => {
    await toggle.mutateAsync({ id: row.id, enabled });
    message.success(enabled ? '套餐已启用' : '套餐已停用');
    actionRef.current?.reload();
  };

  const columns: ProColumns<AdminCombination>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '套餐名称' },
    },
    { title: '套餐名称', dataIndex: 'title', search: false, ellipsis: true, width: 220 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      width: 260,
      render: (_, r) =>
        r.goods.map((g) => (
          <div key={g.id}>
            {g.name} × {g.number}
            {g.bzdw}
            <span style={{ color: '#999' }}>（库存 {g.stock}）</span>
          </div>
        )),
    },
    {
      title: '套餐价 / 单买合计',
      key: 'price',
      search: false,
      width: 170,
      render: (_, r) => (
        <>
          <Tag color="red">¥{r.price}</Tag>
          <s style={{ color: '#999' }}>¥{r.ori_price}</s>
        </>
      ),
    },
    {
      title: '套餐库存',
      key: 'stock',
      search: false,
      width: 130,
      render: (_, r) => (
        <span title="商品库存可组成的套数">
          {r.stock}（商品可组 {r.goods_limited}）
        </span>
      ),
    },
    { title: '已售', dataIndex: 'sold', search: false, width: 70 },
    {
      title: '每店限购',
      dataIndex: 'limit',
      search: false,
      width: 90,
      render: (_, r) => (r.limit > 0 ? r.limit : '不限'),
    },
    { title: '开始', dataIndex: 'start_time', valueType: 'dateTime', search: false, width: 170 },
    { title: '结束', dataIndex: 'end_time', valueType: 'dateTime', search: false, width: 170 },
    { title: '状态', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 100 },
    {
      title: '操作',
      valueType: 'option',
      width: 190,
      fixed: 'right',
      render: (_, row) => [
        <Popover key="preview" content={<CombinationPreview c={row} />} title="买家看到的样子">
          <Button type="link" size="small">
            预览
          </Button>
        </Popover>,
        row.status !== 'ended' && (
          <Button key="edit" type="link" size="small" onClick={() => setEditing({ id: row.id })}>
            编辑
          </Button>
        ),
        row.status === 'stopped' ? (
          <Button key="start" type="link" size="small" onClick={() => flip(row, true)}>
            启用
          </Button>
        ) : row.status !== 'ended' ? (
          <Popconfirm
            key="stop"
            title="停用套餐？"
            description="组合购页面和购物车立即不能再购买；已下的订单不受影响"
            onConfirm={() => flip(row, false)}
          >
            <Button type="link" size="small" danger>
              停用
            </Button>
          </Popconfirm>
        ) : null,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCombination>
        headerTitle="组合购"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1600 }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setEditing({ id: null })}>
            新建套餐
          </Button>,
        ]}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            combinationsQuery({
              ...pageOf(params),
              status: textOf(params.status) as CombinationsQuery['status'],
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <CombinationDrawer
        id={editing?.id ?? null}
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
