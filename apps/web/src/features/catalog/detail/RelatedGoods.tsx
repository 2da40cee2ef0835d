import { RightOutlined } from '@ant-design/icons';
import type { Goods } from '@shop/contract';
import { Link } from 'react-router';
import { useRelatedGoods } from '../../../api/catalog/get-related-goods';
import { GoodsGrid } from '../../../components/GoodsGrid';
import styles from './RelatedGoods.module.css';

/** One row of the goods grid: a glance at the category, not a second list to page through. */
const STRIP_SIZE = 5;

/** Best sellers of the same category (GET /api/goods/relation), the rest in the category list. */
export function RelatedGoods({ goods }: { goods: Pick<Goods, 'id' | 'category_id'> }) {
  const related = useRelatedGoods(goods.id);
  const shown = related.data?.data.slice(0, STRIP_SIZE) ?? [];
  if (shown.length === 0) return null;
  return (
    <section className={styles.related} aria-label="相关商品">
      <div className={styles.head}>
        <h2 className={styles.title}>相关商品</h2>
        {(related.data?.total ?? 0) > STRIP_SIZE && (
          <Link to={`/list?select=${goods.category_id}`} className={styles.more}>
            查看更多 <RightOutlined aria-hidden="true" />
          </Link>
        )}
      </div>
      <GoodsGrid goods={shown} />
    </section>
  );
}
