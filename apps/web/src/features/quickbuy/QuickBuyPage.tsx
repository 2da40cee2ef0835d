import type { FastBuyItem } from '@shop/contract';
import { Button, Empty, Radio, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type FastBuyOrder, useAddFastBuyLines, useFastBuy } from '../../api/quickbuy/quickbuy';
import { LoadFailed } from '../../components/LoadFailed';
import { QuantityBox } from '../../components/QuantityBox';
import { goodsQuantityRules, initialQuantity, isUnorderable } from '../../components/quantity-box';
import { AddResults } from './AddResults';
import { ImportList } from './ImportList';
import styles from './QuickBuyPage.module.css';

const ORDERS: { value: FastBuyOrder; label: string }[] = [
  { value: 'date', label: '最近购买' },
  { value: 'times', label: '购买次数' },
  { value: 'name', label: '商品名称' },
];

/** /kjcg: buy again what the company bought, or from a list. */
export function QuickBuyPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'import' ? 'import' : 'bought';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>快捷采购</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'import' ? { tab: 'import' } : {})}
        items={[
          { key: 'bought', label: '常购清单', children: <BoughtList /> },
          { key: 'import', label: '导入采购清单', children: <ImportList /> },
        ]}
      />
    </div>
  );
}

function BoughtList() {
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<FastBuyOrder>('date');
  const list = useFastBuy(page, order);
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const add = useAddFastBuyLines();
  const rows = list.data?.data ?? [];

  const numberOf = (r: FastBuyItem) =>
    numbers[r.goods_id] ?? (r.goods ? initialQuantity(goodsQuantityRules(r.goods)) : 0);
  const orderable = (r: FastBuyItem) =>
    r.goods !== null && !isUnorderable(goodsQuantityRules(r.goods));

  if (list.isError && !list.data) return <LoadFailed what="常购清单" query={list} />;
  return (
    <>
      <div className={styles.toolbar}>
        <Radio.Group
          optionType="button"
          value={order}
          options={ORDERS}
          onChange={(e) => {
            setOrder(e.target.value);
            setPage(1);
          }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              rows
                .filter((r) => selected.includes(r.goods_id))
                .map((r) => ({ goods_id: r.goods_id, number: numberOf(r) })),
            )
          }
        >
          加入购物车（已选 {selected.length} 种）
        </Button>
      </div>
      <Table<FastBuyItem>
        rowKey="goods_id"
        loading={list.isPending}
        dataSource={rows}
        locale={{
          emptyText: <Empty description="还没有已支付的订单，下单后这里会列出买过的商品" />,
        }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (r) => ({ disabled: !orderable(r), name: r.name }),
        }}
        pagination={{
          current: page,
          pageSize: list.data?.per_page ?? 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: '商品',
            render: (_, r) => (
              <>
                <div className={styles.goodsName}>{r.name}</div>
                <div className={styles.muted}>
                  {r.specification} · {r.manufacturer}
                </div>
              </>
            ),
          },
          { title: '上次单价', dataIndex: 'last_price', render: (v: string) => `¥${v}` },
          {
            title: '现价',
            render: (_, r) => (r.goods?.price ? `¥${r.goods.price}` : '—'),
          },
          {
            title: '最近购买',
            dataIndex: 'last_date',
            render: (v: string) => new Date(v).toLocaleDateString('zh-CN'),
          },
          { title: '购买次数', dataIndex: 'times' },
          {
            title: '数量',
            width: 150,
            render: (_, r) =>
              r.goods && orderable(r) ? (
                <QuantityBox
                  size="sm"
                  rules={goodsQuantityRules(r.goods)}
                  value={numberOf(r)}
                  onChange={(n) => setNumbers((m) => ({ ...m, [r.goods_id]: n }))}
                />
              ) : (
                <span className={styles.muted}>
                  {r.goods ? r.goods.buy_tip || '暂不可购买' : '已下架'}
                </span>
              ),
          },
        ]}
      />
      {add.data && <AddResults result={add.data} />}
    </>
  );
}
