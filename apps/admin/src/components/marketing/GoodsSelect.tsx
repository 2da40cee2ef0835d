import type { AdminGoods } from '@shop/contract';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { knownGoods, type PickedGoods, useGoodsSearch } from './goods-search';

export type { PickedGoods } from './goods-search';

/** One goods chosen by keyword (name, manufacturer or pinyin initials). */
export function GoodsSelect({
  value,
  onChange,
  disabled,
  label,
  style,
}: {
  value?: PickedGoods | null;
  onChange?: (v: PickedGoods | null) => void;
  disabled?: boolean;
  /** How a found goods is labelled (default: name, specification, manufacturer). */
  label?: (g: AdminGoods) => string;
  style?: CSSProperties;
}) {
  const { found, selectProps } = useGoodsSearch(label);
  const known = knownGoods(value ? [value] : [], found);
  return (
    <Select
      {...selectProps}
      allowClear
      disabled={disabled}
      style={style}
      value={value?.id}
      onChange={(id?: number) => onChange?.(id ? (known.get(id) ?? null) : null)}
      options={[...known.values()].map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}
