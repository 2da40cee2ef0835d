import type { ActionType, ProColumns, ProTableProps } from '@ant-design/pro-components';
import type { StockLedgerEntry } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { RefObject } from 'react';
import { stockLedgerQuery } from '../api/stock';
import { formatTime } from '../lib/format-time';
import { AdminTable } from './AdminTable';

const columns: ProColumns<StockLedgerEntry>[] = [
  {
    title: '时间',
    dataIndex: 'created_at',
    width: 170,
    render: (_, e) => formatTime(e.created_at),
  },
  { title: '类型', dataIndex: 'kind_text', width: 110 },
  // Every change since lots names the lot it touched; older entries have none.
  { title: '批号', dataIndex: 'lot_no', width: 170, render: (_, e) => e.lot_no || '-' },
  {
    title: '变动',
    dataIndex: 'change',
    align: 'right',
    width: 90,
    render: (_, e) => (
      <Typography.Text style={{ color: e.change > 0 ? '#389e0d' : '#cf1322' }} strong>
        {e.change > 0 ? `+${e.change}` : `−${Math.abs(e.change)}`}
      </Typography.Text>
    ),
  },
  { title: '变动后库存', dataIndex: 'stock_after', align: 'right', width: 100 },
  { title: '单号 / 原因', dataIndex: 'ref', ellipsis: true },
  { title: '操作人', dataIndex: 'staff', width: 110, render: (_, e) => e.staff || '-' },
];

/**
 * 库存流水: every change of one goods' stock with its lot, newest first, 20 a
 * page from the server. The stock page and the goods' 批次 drawer both show it.
 */
export function StockLedgerTable({
  goodsId,
  actionRef,
  toolBarRender,
}: {
  goodsId: number;
  actionRef?: RefObject<ActionType | undefined>;
  toolBarRender?: ProTableProps<StockLedgerEntry, Record<string, unknown>>['toolBarRender'];
}) {
  const queryClient = useQueryClient();
  return (
    <AdminTable<StockLedgerEntry>
      key={goodsId}
      headerTitle="库存流水"
      actionRef={actionRef}
      columns={columns}
      search={false}
      options={{ density: true, reload: true, setting: false, fullScreen: false }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      toolBarRender={toolBarRender}
      fetchPage={(params) => queryClient.fetchQuery(stockLedgerQuery(goodsId, params.current ?? 1))}
    />
  );
}
