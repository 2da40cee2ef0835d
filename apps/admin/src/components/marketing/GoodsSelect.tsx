import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { goodsListQuery } from '../api/goods';

export type PickedGoods = { id: number; name: string; price?: string };

/** One goods chosen by keyword (name, manufacturer or pinyin initials). */
export function GoodsSelect({
  value,
  onChange,
  disabled,
}: {
  value?: PickedGoods | null;
  onChange?: (v: PickedGoods | null) => void;
  disabled?: boolean;
}) {
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const found: PickedGoods[] = (data?.data ?? []).map((g) => ({
    id: g.id,
    name: `${g.name} ${g.ypgg} ${g.sccj}`,
    price: g.price,
  }));
  const known = new Map([...(value ? [value] : []), ...found].map((g) => [g.id, g]));
  return (
    <Select
      showSearch
      allowClear
      disabled={disabled}
      filterOption={false}
      loading={isFetching}
      placeholder="输入商品名称、厂家或拼音首字母搜索"
      onSearch={setKeywords}
      value={value?.id}
      onChange={(id?: number) => onChange?.(id ? (known.get(id) ?? null) : null)}
      options={[...known.values()].map((g) => ({ value: g.id, label: g.name }))}
      notFoundContent={keywords ? '没有找到商品' : '输入关键词搜索'}
    />
  );
}
