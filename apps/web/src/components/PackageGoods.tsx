import type { CartCombination } from '@shop/contract';
import { Link } from 'react-router';
import styles from './PackageGoods.module.css';

/** The goods of a package, each with how many one set holds and its own price. */
export function PackageGoods({
  goods,
  compact = false,
}: {
  goods: CartCombination['goods'];
  compact?: boolean;
}) {
  return (
    <ul className={compact ? styles.compact : styles.list}>
      {goods.map((g, i) => (
        <li key={g.id}>
          {i > 0 && !compact && <span className={styles.plus}>+</span>}
          <Link to={`/list/info/${g.id}`} className={styles.item}>
            <img
              src={g.logo}
              alt=""
              width={compact ? 40 : 96}
              height={compact ? 40 : 96}
              loading="lazy"
            />
            <span className={styles.name}>{g.name}</span>
            <span className={styles.sub}>
              {g.ypgg} × {g.number}
              {g.bzdw}
            </span>
            {!compact && <span className={styles.price}>单买 ¥{g.price}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
