import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { AdminGoods } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { goodsListQuery } from '../../api/goods';
import { AdminTable } from '../../components/AdminTable';
import { useCan } from '../../lib/permissions';
import { pageOf } from '../../lib/table-params';
import { StockChangeForm } from './StockChangeForm';

export const DEFAULT_THRESHOLD = 100;

/** 库存不足: goods whose stock is below the threshold, emptiest actions at hand. */
export function LowStockTab({ onLedger }: { onLedger: (goods: AdminGoods) => void }) {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const can = useCan();
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const reload = () => actionRef.current?.reload();

  const columns: ProColumns<AdminGoods>[] = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: '商品名称', dataIndex: 'name', ellipsis: true, width: 220 },
    { title: '规格', dataIndex: 'ypgg', ellipsis: true },
    { title: '生产厂家', dataIndex: 'sccj', ellipsis: true },
    { title: '中包装', dataIndex: 'zbz', align: 'right', width: 80 },
    {
      title: '库存',
      dataIndex: 'number',
      align: 'right',
      width: 90,
      render: (_, g) => (
        <Typography.Text type={g.number === 0 ? 'danger' : 'warning'} strong>
          {g.number}
        </Typography.Text>
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 200,
      render: (_, g) => [
        can('stock') && <StockChangeForm key="in" mode="receive" goods={g} onDone={reload} />,
        can('stock') && <StockChangeForm key="count" mode="count" goods={g} onDone={reload} />,
        <Button key="ledger" type="link" size="small" onClick={() => onLedger(g)}>
          流水
        </Button>,
      ],
    },
  ];

  return (
    <AdminTable<AdminGoods>
      headerTitle="库存不足的商品"
      actionRef={actionRef}
      columns={columns}
      search={false}
      scroll={{ x: 1000 }}
      params={{ threshold }}
      toolBarRender={() => [
        <Space key="threshold">
          库存低于
          <InputNumber
            min={1}
            max={1_000_000_000}
            precision={0}
            value={threshold}
            onChange={(v) => setThreshold(v && v > 0 ? v : DEFAULT_THRESHOLD)}
          />
        </Space>,
      ]}
      fetchPage={(params) =>
        queryClient.fetchQuery(goodsListQuery({ ...pageOf(params), stock_below: threshold }))
      }
    />
  );
}
