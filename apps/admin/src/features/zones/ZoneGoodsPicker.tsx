import { Select } from 'antd';
import { useState } from 'react';
import { useGoodsSearch } from '../../components/marketing/goods-search';

/** Goods chosen by keyword, many at once; the zone's form holds their ids only. */
export function ZoneGoodsPicker({
  value = [],
  onChange,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const { found, selectProps } = useGoodsSearch();
  // Labels of the ids chosen here; ids saved before show as #id.
  const [labels, setLabels] = useState(new Map<number, string>());
  const options = new Map(labels);
  for (const g of found) options.set(g.id, g.name);
  return (
    <Select
      {...selectProps}
      mode="multiple"
      style={{ width: '100%' }}
      value={value}
      onChange={(ids: number[]) => {
        setLabels(new Map(ids.map((id) => [id, options.get(id) ?? `#${id}`])));
        onChange?.(ids);
      }}
      options={[...options].map(([id, name]) => ({ value: id, label: name }))}
    />
  );
}
