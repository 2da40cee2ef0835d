import type { Goods } from '@shop/contract';
import { GoodsCard } from './GoodsCard';
import styles from './GoodsGrid.module.css';

/** Spec section 9: five 230 px cards per row across the 1200 px page. */
export function GoodsGrid({ goods }: { goods: Goods[] }) {
  return (
    <div className={styles.grid}>
      {goods.map((g) => (
        <GoodsCard key={g.id} goods={g} />
      ))}
    </div>
  );
}
