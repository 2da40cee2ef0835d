import type { Goods } from '@shop/contract';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { GoodsGrid } from '../../../components/GoodsGrid';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import styles from './GoodsSection.module.css';

/** A titled strip of goods; `goods` undefined while they are not ready to be shown. */
export function GoodsSection({
  title,
  goods,
  query,
  children,
}: {
  title: string;
  goods: Goods[] | undefined;
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {!goods && !query.isError && <PageSpinner padding={80} />}
      {!goods && query.isError && <LoadFailed what="商品" query={query} />}
      {goods?.length === 0 && <Empty description="暂无商品" />}
      {goods && goods.length > 0 && <GoodsGrid goods={goods} />}
      {children}
    </section>
  );
}
