import type { ProColumns } from '@ant-design/pro-components';
import type { AdminGoods } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { goodsListQuery } from '../../api/goods';
import { AdminTable } from '../../components/AdminTable';
import { lotsPath } from '../../lib/lots-path';
import { pageOf } from '../../lib/table-params';

export const DEFAULT_THRESHOLD = 100;

/** 库存不足: goods whose stock is below the threshold, each with its 批次 and 流水 at hand. */
export function LowStockTab({ onLedger }: { onLedger: (goods: AdminGoods) => void }) {
  const queryClient = useQueryClient();
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);

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
      width: 120,
      render: (_, g) => [
        // Stock arrives and is counted by lot: 入库 and 调整 live in the goods' 批次.
        <Link key="lots" to={lotsPath(g.id)}>
          批次
        </Link>,
        <Button key="ledger" type="link" size="small" onClick={() => onLedger(g)}>
          流水
        </Button>,
      ],
    },
  ];

  return (
    <AdminTable<AdminGoods>
      headerTitle="库存不足的商品"
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
