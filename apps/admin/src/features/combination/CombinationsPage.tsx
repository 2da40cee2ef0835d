import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCombination } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Space, Tag } from 'antd';
import {
  type CombinationsQuery,
  combinationsQuery,
  useSetCombinationEnabled,
} from '../../api/combinations';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumn } from '../../components/marketing/columns';
import { useEditing } from '../../components/marketing/use-editing';
import { pageOf, textOf } from '../../lib/table-params';
import { CombinationDrawer } from './CombinationDrawer';
import { CombinationPreview } from './CombinationPreview';

/** 组合购: packages of goods at one price, as buyers see them in /zhzq. */
export function CombinationsPage() {
  const queryClient = useQueryClient();
  const { actionRef, reload, editing, edit, drawer } = useEditing<number>();
  const flip = useActivitySwitch(
    useSetCombinationEnabled().mutateAsync,
    { on: '套餐已启用', off: '套餐已停用' },
    reload,
  );

  const columns: ProColumns<AdminCombination>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '套餐名称' },
    },
    // 1,064 px in all: the table's room at 1440 px is 1,079 (components/AdminTable.tsx).
    { title: '套餐名称', dataIndex: 'title', search: false, ellipsis: true, width: 170 },
    {
      title: '商品',
      key: 'goods',
      search: false,
      width: 220,
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
      title: '套餐价',
      tooltip: '划线价为各商品单买合计',
      key: 'price',
      search: false,
      width: 100,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Tag color="red">¥{r.price}</Tag>
          <s style={{ color: '#999' }}>¥{r.ori_price}</s>
        </Space>
      ),
    },
    {
      title: '库存 / 销售',
      key: 'stock',
      search: false,
      width: 130,
      render: (_, r) => (
        <CellLines
          main={
            <span title="商品库存可组成的套数">{`${r.stock}（商品可组 ${r.goods_limited}）`}</span>
          }
          sub={`已售 ${r.sold} · ${r.limit > 0 ? `每店限购 ${r.limit}` : '不限购'}`}
        />
      ),
    },
    windowColumn<AdminCombination>('start_time', 'end_time'),
    statusColumn<AdminCombination>(activityStatus(), 84),
    optionColumn<AdminCombination>(190, (row) =>
      activityActions({
        ended: row.status === 'ended',
        on: row.status !== 'stopped',
        extra: [
          <Popover key="preview" content={<CombinationPreview c={row} />} title="买家看到的样子">
            <Button type="link" size="small">
              预览
            </Button>
          </Popover>,
        ],
        onEdit: () => edit(row.id),
        onSwitch: (on) => flip(row.id, on),
        stopLabel: '停用',
        stopConfirm: {
          title: '停用套餐？',
          description: '组合购页面和购物车立即不能再购买；已下的订单不受影响',
        },
        startLabel: '启用',
      }),
    ),
  ];

  return (
    <PageContainer>
      <AdminTable<AdminCombination>
        headerTitle="组合购"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => edit(null)}>
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
      <CombinationDrawer id={editing?.row ?? null} {...drawer} />
    </PageContainer>
  );
}
