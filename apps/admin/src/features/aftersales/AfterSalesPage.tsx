import { type ActionType, PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminAfterSale,
  type AdminAfterSalePage,
  type AfterSaleStage,
  afterSalesQuery,
} from '../../api/aftersales';
import { AdminTable, columnsWidth } from '../../components/AdminTable';
import { CellLines } from '../../components/CellLines';
import { pageOf, textOf } from '../../lib/table-params';
import { AfterSaleDrawer } from './AfterSaleDrawer';
import { STATUS_COLORS, stageOf, tabItems } from './stages';

/** 售后管理: every buyer's returns and refunds by stage; a drawer to review, receive and refund. */
export function AfterSalesPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const status = stageOf(search.get('status'));
  const [counts, setCounts] = useState<Partial<Record<AfterSaleStage, number>> | null>(null);
  // ?open=ID: a link from an order opens that request's drawer.
  const actionRef = useRef<ActionType>(undefined);
  const [open, setOpen] = useState<number | null>(() => Number(search.get('open')) || null);

  const columns: ProColumns<AdminAfterSale>[] = [
    {
      title: '关键词',
      dataIndex: 'keywords',
      hideInTable: true,
      fieldProps: { placeholder: '订单号/买家/商品名称' },
    },
    // 1,079 px in all, the table's room at 1440 px (components/AdminTable.tsx).
    { title: '编号', dataIndex: 'id', search: false, width: 56 },
    { title: '订单号', dataIndex: 'order_no', search: false, width: 150 },
    { title: '买家', dataIndex: 'company_name', search: false, ellipsis: true, width: 150 },
    { title: '类型', dataIndex: 'kind_text', search: false, width: 76 },
    {
      title: '商品',
      dataIndex: 'lines',
      search: false,
      ellipsis: true,
      width: 185,
      render: (_, r) => r.lines.map((l) => `${l.name}×${l.number}`).join('，'),
    },
    { title: '退款（元）', dataIndex: 'amount', search: false, align: 'right', width: 90 },
    {
      title: '状态 / 下一步',
      dataIndex: 'status_text',
      search: false,
      width: 140,
      // Whose turn it is, so nobody waits on a request only another role can move.
      render: (_, r) => (
        <CellLines
          main={<Tag color={STATUS_COLORS[r.status]}>{r.status_text}</Tag>}
          sub={r.next_text.replace(/^下一步：/, '')}
        />
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
      width: 64,
      fixed: 'right',
      render: (_, r) => [
        <Button key="detail" type="link" size="small" onClick={() => setOpen(r.id)}>
          {r.status === 'refunded' || r.status === 'declined' || r.status === 'cancelled'
            ? '详情'
            : '处理'}
        </Button>,
      ],
    },
  ];

  return (
    <PageContainer>
      <AdminTable<AdminAfterSale, { status?: string }, AdminAfterSalePage>
        actionRef={actionRef}
        headerTitle="售后申请"
        columns={columns}
        scroll={{ x: columnsWidth(columns) }}
        params={{ status }}
        toolbar={{
          menu: {
            type: 'tab',
            activeKey: status ?? 'all',
            items: tabItems(counts),
            onChange: (key) => {
              const next = stageOf(String(key));
              setSearch(next ? { status: next } : {}, { replace: true });
            },
          },
        }}
        onPage={(page) => setCounts(page.counts ?? null)}
        fetchPage={(params) =>
          queryClient.fetchQuery(
            afterSalesQuery({
              ...pageOf(params),
              status: stageOf(textOf(params.status)),
              keywords: textOf(params.keywords),
            }),
          )
        }
      />
      <AfterSaleDrawer
        id={open}
        onClose={() => {
          setOpen(null);
          // The list and its tab counts were read before the drawer acted.
          actionRef.current?.reload();
        }}
      />
    </PageContainer>
  );
}
