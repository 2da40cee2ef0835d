import type { CartManjian } from '@shop/contract';
import styles from './CartHints.module.css';

/** 满赠 under its activity: '已满¥X，赠送…' or '再购¥N可获赠…' (server words, modules/mzhg). */
export function GiftHint({ gift }: { gift: NonNullable<CartManjian['gift']> }) {
  return (
    <li>
      <span className={`${styles.label} ${styles.manjian}`}>满赠</span>
      <span className={gift.earned ? styles.reduced : styles.next}>{gift.hint}</span>
    </li>
  );
}
