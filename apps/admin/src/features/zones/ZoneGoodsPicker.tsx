import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { goodsListQuery } from '../../api/goods';

/** Goods chosen by keyword (name, manufacturer or pinyin initials), many at once; their ids. */
export function ZoneGoodsPicker({
  value = [],
  onChange,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const [keywords, setKeywords] = useState('');
  const [labels, setLabels] = useState(new Map<number, string>());
  const { data, isFetching } = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const found = (data?.data ?? []).map((g) => ({
    id: g.id,
    name: `${g.name} ${g.ypgg} ${g.sccj}`,
  }));
  const options = new Map(labels);
  for (const g of found) options.set(g.id, g.name);
  return (
    <Select
      mode="multiple"
      style={{ width: '100%' }}
      showSearch
      filterOption={false}
      loading={isFetching}
      placeholder="输入商品名称、厂家或拼音首字母搜索"
      onSearch={setKeywords}
      value={value}
      onChange={(ids: number[]) => {
        setLabels(new Map(ids.map((id) => [id, options.get(id) ?? `#${id}`])));
        onChange?.(ids);
      }}
      options={[...options].map(([id, name]) => ({ value: id, label: name }))}
      notFoundContent={keywords ? '没有找到商品' : '输入关键词搜索'}
    />
  );
}
