import { Select } from 'antd';
import { knownGoods, type PickedGoods, useGoodsSearch } from './goods-search';

/** Goods chosen by keyword (name, manufacturer or pinyin initials), many at once. */
export function GoodsPicker({
  value = [],
  onChange,
  maxTagCount = 50,
}: {
  value?: PickedGoods[];
  onChange?: (v: PickedGoods[]) => void;
  maxTagCount?: number;
}) {
  const { found, selectProps } = useGoodsSearch();
  const known = knownGoods(value, found);
  return (
    <Select
      {...selectProps}
      mode="multiple"
      maxTagCount={maxTagCount}
      style={{ width: '100%' }}
      value={value.map((g) => g.id)}
      onChange={(ids: number[]) => onChange?.(ids.flatMap((id) => known.get(id) ?? []))}
      options={[...known.values()].map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}
