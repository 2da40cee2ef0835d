import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import type { AdminGoods, Flag, GoodsZone } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoriesQuery } from '../../api/categories';
import { goodsListQuery } from '../../api/goods';
import type { ExportFilters } from '../../api/goods-transfer';
import { AdminTable, columnsWidth, SELECTION_WIDTH } from '../../components/AdminTable';
import { categoryTree } from '../../lib/category-tree';
import { useCan } from '../../lib/permissions';
import { numberOf, pageOf, textOf } from '../../lib/table-params';
import { GoodsBulkActions } from './GoodsBulkActions';
import { GoodsEditForm } from './GoodsEditForm';
import { GoodsFullForm, NewGoodsButton } from './GoodsFullForm';
import { GoodsImagesButton, GoodsInstructionsButton } from './GoodsMedia';
import { GoodsPapersButton } from './GoodsPapers';
import { GoodsExportButton, GoodsImportButton } from './GoodsTransfer';
import { LotsDrawer } from './LotsDrawer';

const ZONES: Record<GoodsZone, { text: string }> = {
  preferred: { text: '优选' },
  controlled: { text: '控销' },
  device: { text: '器械' },
  health: { text: '保健品' },
  clinic: { text: '诊所' },
  short_expiry: { text: '近效期' },
  free_shipping: { text: '包邮' },
};
const zoneOf = (v: unknown): GoodsZone | undefined =>
  typeof v === 'string' && v in ZONES ? (v as GoodsZone) : undefined;

/** 商品管理: the whole catalogue, a page at a time from the server. */
export function GoodsPage() {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const can = useCan();
  // Stock is no field of 编辑: the warehouse changes it by lot, in 批次.
  const editable = can('goods') || can('prices');
  // The goods whose 批次 drawer is open, in the URL (the stock page links here).
  const [search, setSearch] = useSearchParams();
  const lotsOf = Number(search.get('lots')) || null;
  // The filters of the last search: what 导出 exports.
  const filters = useRef<ExportFilters>({});
  const [selected, setSelected] = useState<number[]>([]);

  const columns: ProColumns<AdminGoods>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '名称/厂家/拼音首字母' },
    },
    {
      title: '生产厂家',
      dataIndex: 'manufacturer',
      hideInTable: true,
      fieldProps: { placeholder: '厂家名称中的字' },
    },
    {
      title: '分类',
      dataIndex: 'category_id',
      valueType: 'treeSelect',
      hideInTable: true,
      request: async () => categoryTree(await queryClient.fetchQuery(categoriesQuery('main'))),
      fieldProps: { showSearch: true, treeNodeFilterProp: 'title', allowClear: true },
    },
    {
      title: '专区',
      dataIndex: 'zone',
      valueType: 'select',
      valueEnum: ZONES,
      hideInTable: true,
    },
    {
      title: '上架状态',
      dataIndex: 'on_shelf',
      valueType: 'select',
      valueEnum: { 1: { text: '已上架' }, 0: { text: '已下架' } },
      hideInTable: true,
    },
    {
      title: '库存低于',
      dataIndex: 'stock_below',
      valueType: 'digit',
      hideInTable: true,
      fieldProps: { min: 0, precision: 0 },
    },
    // With the selection box, 1,078 px: the table's room at 1440 px (components/AdminTable.tsx).
    { title: 'ID', dataIndex: 'id', search: false, width: 64 },
    // 操作 holds six buttons (批次 and 首营资料 among them): name, specification and maker ellipsise.
    { title: '商品名称', dataIndex: 'name', search: false, ellipsis: true, width: 140 },
    { title: '规格', dataIndex: 'ypgg', search: false, ellipsis: true, width: 100 },
    { title: '生产厂家', dataIndex: 'sccj', search: false, ellipsis: true, width: 122 },
    {
      title: '价格（元）',
      dataIndex: 'price',
      search: false,
      align: 'right',
      width: 96,
      render: (_, g) => g.price ?? '-',
    },
    {
      title: '库存',
      dataIndex: 'number',
      search: false,
      align: 'right',
      width: 72,
      render: (_, g) =>
        g.number <= 0 ? <Typography.Text type="danger">{g.number}</Typography.Text> : g.number,
    },
    {
      title: '上架',
      key: 'on_shelf_tag',
      search: false,
      width: 76,
      render: (_, g) =>
        g.on_shelf ? <Tag color="green">已上架</Tag> : <Tag color="default">已下架</Tag>,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 376,
      fixed: 'right',
      render: (_, g) => [
        <Button
          key="lots"
          type="link"
          size="small"
          onClick={() => setSearch({ lots: String(g.id) }, { replace: false })}
        >
          批次
        </Button>,
        editable && (
          <GoodsEditForm key="edit" goods={g} onSaved={() => actionRef.current?.reload()} />
        ),
        can('goods') && (
          <GoodsFullForm
            key="full"
            id={g.id}
            trigger={
              <Button type="link" size="small">
                完整编辑
              </Button>
            }
            onSaved={() => actionRef.current?.reload()}
          />
        ),
        can('goods') && <GoodsImagesButton key="images" id={g.id} name={g.name} />,
        <GoodsInstructionsButton key="insert" id={g.id} name={g.name} editable={can('goods')} />,
        <GoodsPapersButton key="papers" id={g.id} name={g.name} editable={can('goods')} />,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminGoods>
        headerTitle="商品列表"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: columnsWidth(columns, editable ? SELECTION_WIDTH : 0) }}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys as number[]),
              }
            : false
        }
        tableAlertOptionRender={() => (
          <GoodsBulkActions
            ids={selected}
            onDone={() => {
              setSelected([]);
              actionRef.current?.reload();
            }}
          />
        )}
        toolBarRender={() => [
          can('goods') && can('prices') && (
            <NewGoodsButton key="new" onSaved={() => actionRef.current?.reload()} />
          ),
          <GoodsExportButton key="export" filters={() => filters.current} />,
          editable && (
            <GoodsImportButton key="import" onImported={() => actionRef.current?.reload()} />
          ),
        ]}
        fetchPage={(params) => {
          const onShelf = numberOf(params.on_shelf);
          filters.current = {
            keywords: textOf(params.keywords),
            manufacturer: textOf(params.manufacturer),
            category_id: numberOf(params.category_id),
            zone: zoneOf(params.zone),
            on_shelf: onShelf === 0 || onShelf === 1 ? (onShelf as Flag) : undefined,
            stock_below: numberOf(params.stock_below),
          };
          return queryClient.fetchQuery(goodsListQuery({ ...pageOf(params), ...filters.current }));
        }}
      />
      <LotsDrawer
        goodsId={lotsOf}
        onClose={() => {
          setSearch({}, { replace: false });
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
