import { Empty } from 'antd';
import type { ReactNode } from 'react';
import type { Goods } from '../../../api/types';
import { GoodsGrid } from '../../../components/GoodsGrid';
import { PageSpinner } from '../../../components/PageSpinner';
import styles from './GoodsSection.module.css';

export function GoodsSection({
  title,
  goods,
  loading,
  failed,
  children,
}: {
  title: string;
  goods: Goods[] | undefined;
  loading: boolean;
  failed: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {loading && <PageSpinner padding={80} />}
      {!loading && !failed && goods?.length === 0 && <Empty description="暂无商品" />}
      {failed && !goods?.length && <Empty description="商品加载失败，请稍后刷新" />}
      {goods && goods.length > 0 && <GoodsGrid goods={goods} />}
      {children}
    </section>
  );
}
