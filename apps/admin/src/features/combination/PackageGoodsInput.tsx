import type { AdminGoods } from '@shop/contract';
import { Button, InputNumber, Space } from 'antd';
import { GoodsSelect } from '../../components/marketing/GoodsSelect';

/** `row` keeps a row's identity while its goods is being chosen. */
export type PackageLine = { goods_id: number; name: string; number: number; row?: number };

let rows = 0;
export const newRow = (): PackageLine => ({ goods_id: 0, name: '', number: 1, row: ++rows });

const withPrice = (g: AdminGoods) => `${g.name} ${g.ypgg} ${g.sccj}（¥${g.price}）`;

/** The goods of a package, each with how many one set holds; 2 to 10 goods. */
export function PackageGoodsInput({
  value = [],
  onChange,
}: {
  value?: PackageLine[];
  onChange?: (v: PackageLine[]) => void;
}) {
  const set = (i: number, patch: Partial<PackageLine>) =>
    onChange?.(value.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((l, i) => (
        <Space key={l.row ?? `g${l.goods_id}`}>
          <GoodsSelect
            label={withPrice}
            style={{ width: 420 }}
            value={l.goods_id ? { id: l.goods_id, name: l.name } : null}
            onChange={(g) => set(i, { goods_id: g?.id ?? 0, name: g?.name ?? '' })}
          />
          <InputNumber
            min={1}
            max={999}
            precision={0}
            value={l.number}
            addonBefore="每套"
            onChange={(n) => set(i, { number: n ?? 1 })}
          />
          <Button type="link" danger onClick={() => onChange?.(value.filter((_, k) => k !== i))}>
            移除
          </Button>
        </Space>
      ))}
      {value.length < 10 && (
        <Button onClick={() => onChange?.([...value, newRow()])}>添加商品</Button>
      )}
    </Space>
  );
}
