import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { goodsListQuery, goodsOneQuery } from '../../api/goods';
import { StockLedgerTable } from '../../components/StockLedgerTable';
import { lotsPath } from '../../lib/lots-path';
import { useCan } from '../../lib/permissions';

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

/** 库存流水: every change of one goods' stock with its lot, newest first; stock changes through its lots. */
export function LedgerTab({
  goodsId,
  onPick,
}: {
  goodsId: number | undefined;
  onPick: (id: number) => void;
}) {
  const can = useCan();
  const navigate = useNavigate();
  const goods = useQuery({ ...goodsOneQuery(goodsId ?? 0), enabled: goodsId !== undefined });

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
        <StockLedgerTable
          goodsId={goodsId}
          toolBarRender={() =>
            can('stock')
              ? [
                  <Button key="lots" onClick={() => navigate(lotsPath(goodsId))}>
                    批次（入库 / 调整）
                  </Button>,
                ]
              : []
          }
        />
      )}
    </Space>
  );
}
