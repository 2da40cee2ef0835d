import type { ActionType, ProColumns } from '@ant-design/pro-components';
import type { StockLedgerEntry } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Select, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { goodsListQuery, goodsOneQuery } from '../../api/goods';
import { stockLedgerQuery } from '../../api/stock';
import { AdminTable } from '../../components/AdminTable';
import { formatTime } from '../../lib/format-time';
import { useCan } from '../../lib/permissions';
import { StockChangeForm } from './StockChangeForm';

/** Goods found by name, manufacturer or pinyin initials, as the staff member types. */
function GoodsPicker({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const [keywords, setKeywords] = useState('');
  const found = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '' || value === undefined,
  });
  return (
    <Select
      showSearch
      value={value}
      placeholder="输入商品名称、厂家或拼音首字母"
      style={{ width: 420 }}
      filterOption={false}
      onSearch={(k) => setKeywords(k.trim())}
      onChange={onChange}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? '搜索中…' : '没有找到商品'}
      options={(found.data?.data ?? []).map((g) => ({
        value: g.id,
        label: `${g.name}（${g.ypgg}，${g.sccj}）库存 ${g.number}`,
      }))}
    />
  );
}

/** 库存流水: every change of one goods' stock, newest first. */
export function LedgerTab({
  goodsId,
  onPick,
}: {
  goodsId: number | undefined;
  onPick: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(undefined);
  const can = useCan();
  const goods = useQuery({ ...goodsOneQuery(goodsId ?? 0), enabled: goodsId !== undefined });
  const reload = () => {
    actionRef.current?.reload();
    void goods.refetch();
  };

  const columns: ProColumns<StockLedgerEntry>[] = [
    {
      title: '时间',
      dataIndex: 'created_at',
      width: 170,
      render: (_, e) => formatTime(e.created_at),
    },
    { title: '类型', dataIndex: 'kind_text', width: 120 },
    {
      title: '变动',
      dataIndex: 'change',
      align: 'right',
      width: 100,
      render: (_, e) => (
        <Typography.Text style={{ color: e.change > 0 ? '#389e0d' : '#cf1322' }} strong>
          {e.change > 0 ? `+${e.change}` : `−${Math.abs(e.change)}`}
        </Typography.Text>
      ),
    },
    { title: '变动后库存', dataIndex: 'stock_after', align: 'right', width: 110 },
    { title: '单号 / 原因', dataIndex: 'ref', ellipsis: true },
    { title: '操作人', dataIndex: 'staff', width: 110, render: (_, e) => e.staff || '-' },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          选择商品
          <GoodsPicker value={goodsId} onChange={onPick} />
        </Space>
        {goods.data && (
          <Descriptions
            style={{ marginTop: 16 }}
            size="small"
            column={{ xs: 1, md: 4 }}
            items={[
              { key: 'name', label: '商品', children: goods.data.name },
              { key: 'spec', label: '规格', children: goods.data.ypgg },
              { key: 'maker', label: '厂家', children: goods.data.sccj },
              {
                key: 'stock',
                label: '当前库存',
                children: `${goods.data.number} ${goods.data.bzdw}`,
              },
            ]}
          />
        )}
      </Card>
      {goodsId === undefined ? (
        <Card>
          <Empty description="请先搜索并选择商品，查看其库存流水" />
        </Card>
      ) : (
        <AdminTable<StockLedgerEntry>
          key={goodsId}
          headerTitle="库存流水"
          actionRef={actionRef}
          columns={columns}
          search={false}
          options={{ density: true, reload: true, setting: false, fullScreen: false }}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          toolBarRender={() =>
            can('stock') && goods.data
              ? [
                  <StockChangeForm
                    key="in"
                    mode="receive"
                    goods={goods.data}
                    onDone={reload}
                    button="default"
                  />,
                  <StockChangeForm
                    key="count"
                    mode="count"
                    goods={goods.data}
                    onDone={reload}
                    button="default"
                  />,
                ]
              : []
          }
          fetchPage={(params) =>
            queryClient.fetchQuery(stockLedgerQuery(goodsId, params.current ?? 1))
          }
        />
      )}
    </Space>
  );
}
