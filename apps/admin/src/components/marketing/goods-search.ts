import type { AdminGoods } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from 'antd';
import { useState } from 'react';
import { goodsListQuery } from '../../api/goods';

/** A goods as a picker holds it: its id, the label shown, and the row when just found. */
export type PickedGoods = { id: number; name: string; price?: string; goods?: AdminGoods };

/** The label most pickers show: name, specification and manufacturer. */
export const plainLabel = (g: AdminGoods) => `${g.name} ${g.ypgg} ${g.sccj}`;

/**
 * Goods found by keyword (name, manufacturer or pinyin initials), the first
 * 20, and the Select props every goods picker shares.
 */
export function useGoodsSearch(label: (g: AdminGoods) => string = plainLabel) {
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useQuery({
    ...goodsListQuery({ page: 1, page_size: 20, keywords }),
    enabled: keywords.trim() !== '',
  });
  const found: PickedGoods[] = (data?.data ?? []).map((g) => ({
    id: g.id,
    name: label(g),
    price: g.price,
    goods: g,
  }));
  const selectProps: SelectProps = {
    showSearch: true,
    filterOption: false,
    loading: isFetching,
    placeholder: '输入商品名称、厂家或拼音首字母搜索',
    onSearch: setKeywords,
    notFoundContent: keywords ? '没有找到商品' : '输入关键词搜索',
  };
  return { found, selectProps };
}

/** The goods a picker knows: those chosen first, then those just found. */
export const knownGoods = (chosen: PickedGoods[], found: PickedGoods[]) =>
  new Map([...chosen, ...found].map((g) => [g.id, g]));
