import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { goodsListQuery } from '../../api/goods';

/** `row` keeps a row's identity while its goods is being chosen. */
export type PackageLine = { goods_id: number; name: string; number: number; row?: number };

let rows = 0;
export const newRow = (): PackageLine => ({ goods_id: 0, name: '', number: 1, row: ++rows });

function GoodsSelect({
  value,
  onChange,
}: {
  value: { goods_id: number; name: string } | null;
  onChange: (g: { goods_id: number; name: string }) => void;
}) {
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const found = (data?.data ?? []).map((g) => ({
    value: g.id,
    label: `${g.name} ${g.ypgg} ${g.sccj}（¥${g.price}）`,
  }));
  const options =
    value && !found.some((o) => o.value === value.goods_id)
      ? [{ value: value.goods_id, label: value.name }, ...found]
      : found;
  return (
    <Select
      showSearch
      filterOption={false}
      loading={isFetching}
      style={{ width: 420 }}
      placeholder="输入商品名称、厂家或拼音首字母搜索"
      onSearch={setKeywords}
      value={value?.goods_id}
      onChange={(id: number) =>
        onChange({ goods_id: id, name: options.find((o) => o.value === id)?.label ?? `#${id}` })
      }
      options={options}
      notFoundContent={keywords ? '没有找到商品' : '输入关键词搜索'}
    />
  );
}

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
            value={l.goods_id ? l : null}
            onChange={(g) => set(i, { goods_id: g.goods_id, name: g.name })}
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
