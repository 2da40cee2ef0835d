import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminCombination } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Tag } from 'antd';
import {
  type CombinationsQuery,
  combinationsQuery,
  useSetCombinationEnabled,
} from '../../api/combinations';
import { AdminTable } from '../../components/AdminTable';
import { activityActions, useActivitySwitch } from '../../components/marketing/activity-actions';
import { activityStatus } from '../../components/marketing/activity-status';
import { optionColumn, statusColumn, windowColumns } from '../../components/marketing/columns';
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
    ...windowColumns<AdminCombination>('start_time', 'end_time'),
    statusColumn<AdminCombination>(activityStatus()),
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
        scroll={{ x: 1600 }}
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
