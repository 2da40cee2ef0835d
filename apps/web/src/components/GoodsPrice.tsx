import type { Goods } from '@shop/contract';
import styles from './GoodsPrice.module.css';
import { Price } from './Price';

/**
 * A goods' unit price as every card, list and detail shows it: in the
 * running 全场94折 event, the 94折 price with its mark and the member price
 * struck through (what the cart charges); otherwise the member price.
 */
export function GoodsPrice({
  goods,
  size = 'md',
}: {
  goods: Pick<Goods, 'price' | 'is_welfare' | 'welfare_price'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (goods.is_welfare !== 1 || goods.welfare_price == null)
    return <Price value={goods.price} size={size} />;
  return (
    <span className={styles.welfare}>
      <Price value={goods.welfare_price} size={size} />
      <span className={styles.mark} title="全场94折活动价">
        94折
      </span>
      <del className={styles.was}>¥{goods.price}</del>
    </span>
  );
}
