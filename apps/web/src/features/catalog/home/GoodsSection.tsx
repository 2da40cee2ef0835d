import type { Goods } from '@shop/contract';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { GoodsGrid } from '../../../components/GoodsGrid';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import styles from './GoodsSection.module.css';

/** A goods card's height in the five-column grid, and the gap between rows (GoodsGrid). */
const CARD_HEIGHT = 458;
const ROW_GAP = 12;

/**
 * A titled strip of goods; `goods` undefined while they are not ready to be
 * shown. Until then it holds the room of `expectedRows` rows of cards, so
 * what is below does not jump down when they arrive.
 */
export function GoodsSection({
  title,
  goods,
  query,
  expectedRows,
  children,
}: {
  title: string;
  goods: Goods[] | undefined;
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  expectedRows: number;
  children?: ReactNode;
}) {
  const reserved = expectedRows * CARD_HEIGHT + (expectedRows - 1) * ROW_GAP;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {!goods && !query.isError && (
        <div style={{ height: reserved }}>
          <PageSpinner padding={80} />
        </div>
      )}
      {!goods && query.isError && <LoadFailed what="商品" query={query} />}
      {goods?.length === 0 && <Empty description="暂无商品" />}
      {goods && goods.length > 0 && <GoodsGrid goods={goods} />}
      {children}
    </section>
  );
}
