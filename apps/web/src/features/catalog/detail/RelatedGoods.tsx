import { useState } from 'react';
import { useRelatedGoods } from '../../../api/get-related-goods';
import { GoodsGrid } from '../../../components/GoodsGrid';
import { Pager } from '../../../components/Pager';
import styles from './RelatedGoods.module.css';

/** Goods of the same category (GET /api/goods/relation). */
export function RelatedGoods({ goodsId }: { goodsId: number }) {
  const [page, setPage] = useState(1);
  const related = useRelatedGoods(goodsId, page);
  const goods = related.data?.data ?? [];
  if (goods.length === 0) return null;
  return (
    <section className={styles.related} aria-label="相关商品">
      <h2 className={styles.title}>相关商品</h2>
      <GoodsGrid goods={goods} />
      {related.data && <Pager page={related.data} onChange={setPage} />}
    </section>
  );
}
