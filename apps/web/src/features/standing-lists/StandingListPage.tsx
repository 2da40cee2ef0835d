import type { Goods, StandingListDetail } from '@shop/contract';
import { Alert, App, Button, Input, InputNumber, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  useSaveStandingList,
  useStandingList,
  useStandingListToCart,
} from '../../api/standing-lists/standing-lists';
import { goodsPath } from '../../components/goods-path';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { GoodsPicker } from './GoodsPicker';
import styles from './StandingLists.module.css';
import { ToCartResult } from './ToCartResult';

type Line = StandingListDetail['lines'][number];
const MAX_LINES = 500;

/** /cgqd/:id: one list, its goods and numbers edited in place, saved as a whole. */
export function StandingListPage() {
  const id = Number(useParams().id);
  const list = useStandingList(id);
  const save = useSaveStandingList(id);
  const toCart = useStandingListToCart();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!list.data) return;
    setName(list.data.name);
    setLines(list.data.lines);
    setDirty(false);
  }, [list.data]);

  if (list.isPending) return <PageSpinner padding={80} />;
  if (!list.data) return <LoadFailed what="常购清单" query={list} />;

  const edit = (next: Line[]) => {
    setLines(next);
    setDirty(true);
  };
  const add = (g: Goods, number: number) => {
    if (lines.some((l) => l.goods_id === g.id)) {
      edit(lines.map((l) => (l.goods_id === g.id ? { ...l, number: l.number + number } : l)));
      message.info(`${g.name} 已在清单中，数量已累加`);
    } else edit([...lines, { goods_id: g.id, number, goods: g }]);
  };
  const body = () => ({
    name,
    lines: lines.map((l) => ({ goods_id: l.goods_id, number: l.number })),
  });

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <Link to="/cgqd">常购清单</Link> / {list.data.name}
        </h1>
        <div className={styles.actions}>
          <Button
            type="primary"
            disabled={lines.length === 0}
            loading={toCart.isPending || save.isPending}
            onClick={async () => {
              // What is on screen is what goes to the cart.
              if (dirty) await save.mutateAsync(body());
              toCart.mutate(id);
            }}
          >
            一键加入购物车
          </Button>
        </div>
      </div>
      {toCart.data && <ToCartResult result={toCart.data.data} />}
      <div className={styles.adder}>
        <span>清单名称</span>
        <Input
          aria-label="清单名称"
          style={{ width: 280 }}
          maxLength={30}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setDirty(true);
          }}
        />
      </div>
      <GoodsPicker onAdd={add} disabled={lines.length >= MAX_LINES} />
      <Table<Line>
        rowKey="goods_id"
        size="middle"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: '清单里还没有商品，用上方的搜索添加' }}
        columns={[
          {
            title: '商品',
            render: (_, l) =>
              l.goods ? (
                <Link to={goodsPath(l.goods)}>{l.goods.name}</Link>
              ) : (
                <span className={styles.gone}>商品已下架</span>
              ),
          },
          { title: '规格', render: (_, l) => l.goods?.ypgg ?? '—' },
          { title: '生产厂家', render: (_, l) => l.goods?.sccj ?? '—' },
          {
            title: '单价',
            width: 90,
            render: (_, l) => (l.goods?.price ? `¥${l.goods.price}` : '—'),
          },
          { title: '库存', width: 110, render: (_, l) => l.goods?.number_label || '—' },
          {
            title: '数量',
            width: 140,
            render: (_, l) => (
              <InputNumber
                aria-label={`${l.goods?.name ?? l.goods_id} 的数量`}
                min={1}
                max={99_999}
                precision={0}
                value={l.number}
                onChange={(v) =>
                  edit(lines.map((x) => (x.goods_id === l.goods_id ? { ...x, number: v ?? 1 } : x)))
                }
              />
            ),
          },
          {
            title: '操作',
            width: 80,
            render: (_, l) => (
              <Button
                type="link"
                danger
                onClick={() => edit(lines.filter((x) => x.goods_id !== l.goods_id))}
              >
                移除
              </Button>
            ),
          },
        ]}
      />
      {save.isError && <Alert type="error" showIcon message={save.error.message} />}
      <div className={styles.actions}>
        <Button
          type="primary"
          disabled={!dirty}
          loading={save.isPending}
          onClick={() => save.mutate(body(), { onSuccess: () => message.success('清单已保存') })}
        >
          保存清单
        </Button>
        <span className={styles.muted}>
          共 {lines.length} 种商品（最多 {MAX_LINES}{' '}
          种）。数量按商品的中包装和限购在加入购物车时核对。
        </span>
      </div>
    </div>
  );
}
