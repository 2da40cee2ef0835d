import type { Goods } from '@shop/contract';
import { Button, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useGoodsList } from '../../api/catalog/get-goods-list';
import styles from './StandingLists.module.css';

/** 添加商品: search the catalogue by name, initials or maker, then add with a number. */
export function GoodsPicker({
  onAdd,
  disabled,
}: {
  onAdd: (g: Goods, number: number) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  const [chosen, setChosen] = useState<Goods | null>(null);
  const [number, setNumber] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKeywords(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useGoodsList({ keywords, page_size: 10 });
  const options = keywords ? (found.data?.data ?? []) : [];

  return (
    <div className={styles.adder}>
      <Select<number>
        showSearch
        aria-label="搜索要添加的商品"
        style={{ width: 420 }}
        placeholder="输入商品名称、拼音首字母或厂家搜索"
        filterOption={false}
        onSearch={setTyped}
        loading={found.isFetching}
        value={chosen?.id}
        notFoundContent={keywords ? '没有找到商品' : null}
        onChange={(id) => {
          const g = options.find((x) => x.id === id) ?? null;
          setChosen(g);
          setNumber(g ? Math.max(1, g.zbz) : null);
        }}
        options={options.map((g) => ({
          value: g.id,
          label: `${g.name} ${g.ypgg} ${g.sccj}${g.price ? ` ¥${g.price}` : ''}`,
        }))}
      />
      <InputNumber
        aria-label="添加数量"
        min={1}
        max={99_999}
        precision={0}
        value={number}
        onChange={setNumber}
        addonAfter={chosen?.bzdw || '件'}
      />
      <Button
        disabled={disabled || !chosen || !number}
        onClick={() => {
          if (!chosen || !number) return;
          onAdd(chosen, number);
          setChosen(null);
          setNumber(null);
        }}
      >
        添加到清单
      </Button>
    </div>
  );
}
