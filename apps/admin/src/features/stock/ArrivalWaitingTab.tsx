import type { ProColumns } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { type ArrivalWaitingRow, arrivalWaitingQuery } from '../../api/arrival-notices';
import { AdminTable } from '../../components/AdminTable';
import { lotsPath } from '../../lib/lots-path';
import { pageOf, textOf } from '../../lib/table-params';

/**
 * 到货通知: goods buyers asked to be told about, with how many companies
 * wait; receiving a lot (批次入库) sends each of them a 站内信, once.
 */
export function ArrivalWaitingTab() {
  const queryClient = useQueryClient();
  const columns: ProColumns<ArrivalWaitingRow>[] = [
    { title: '商品名称', dataIndex: 'keyword', hideInTable: true },
    { title: 'ID', dataIndex: 'goods_id', width: 80, search: false },
    { title: '商品名称', dataIndex: 'name', ellipsis: true, width: 220, search: false },
    { title: '规格', dataIndex: 'spec', ellipsis: true, search: false },
    { title: '生产厂家', dataIndex: 'manufacturer', ellipsis: true, search: false },
    {
      title: '等待的客户数',
      dataIndex: 'companies',
      align: 'right',
      width: 120,
      search: false,
      render: (_, r) => <Typography.Text strong>{r.companies}</Typography.Text>,
    },
    {
      title: '当前库存',
      dataIndex: 'stock',
      align: 'right',
      width: 90,
      search: false,
      render: (_, r) => (
        <Typography.Text type={r.stock === 0 ? 'danger' : undefined}>{r.stock}</Typography.Text>
      ),
    },
    { title: '最早订阅', dataIndex: 'first_at', valueType: 'dateTime', width: 160, search: false },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, r) => [
        <Link key="lots" to={lotsPath(r.goods_id)}>
          批次入库
        </Link>,
      ],
    },
  ];

  return (
    <AdminTable<ArrivalWaitingRow>
      rowKey="goods_id"
      headerTitle="买家等待到货的商品"
      columns={columns}
      scroll={{ x: 1000 }}
      fetchPage={(params) =>
        queryClient.fetchQuery(
          arrivalWaitingQuery({ ...pageOf(params), keyword: textOf(params.keyword) }),
        )
      }
    />
  );
}
