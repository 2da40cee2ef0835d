import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { goodsListQuery } from '../../api/goods';

export type PickedGoods = { id: number; name: string };

/**
 * Goods chosen by keyword (name, manufacturer or pinyin initials), many at
 * once. Features do not import each other, so this is the 94折 page's own
 * copy of the promotions picker.
 */
export function WelfareGoodsPicker({
  value = [],
  onChange,
}: {
  value?: PickedGoods[];
  onChange?: (v: PickedGoods[]) => void;
}) {
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const found = (data?.data ?? []).map((g) => ({
    id: g.id,
    name: `${g.name} ${g.ypgg} ${g.sccj}`,
  }));
  const known = new Map([...value, ...found].map((g) => [g.id, g]));
  return (
    <Select
      mode="multiple"
      maxTagCount={30}
      showSearch
      filterOption={false}
      loading={isFetching}
      placeholder="输入商品名称、厂家或拼音首字母搜索"
      onSearch={setKeywords}
      value={value.map((g) => g.id)}
      onChange={(ids: number[]) => onChange?.(ids.map((id) => known.get(id)!).filter(Boolean))}
      options={[...known.values()].map((g) => ({ value: g.id, label: g.name }))}
      notFoundContent={keywords ? '没有找到商品' : '输入关键词搜索'}
    />
  );
}
