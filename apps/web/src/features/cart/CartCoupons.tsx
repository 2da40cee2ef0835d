import type { CartCoupon } from '@shop/contract';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format-time';
import styles from './CartCoupons.module.css';

/** The buyer's unused coupons; the one the summary applies is marked. */
export function CartCoupons({ coupons, appliedId }: { coupons: CartCoupon[]; appliedId: number }) {
  if (coupons.length === 0)
    return (
      <section className={styles.section} aria-label="优惠券">
        <h2>我的优惠券</h2>
        <p className={styles.none}>
          暂无可用优惠券，<Link to="/lqzx">去领券中心领取 ›</Link>
        </p>
      </section>
    );
  return (
    <section className={styles.section} aria-label="优惠券">
      <h2>
        我的优惠券 <Link to="/lqzx">领更多 ›</Link>
      </h2>
      <ul className={styles.list}>
        {coupons.map((c) => (
          <li
            key={c.id}
            className={`${styles.coupon} ${c.usable === 1 ? '' : styles.unusable} ${
              c.id === appliedId ? styles.applied : ''
            }`}
          >
            <strong>¥{c.amount}</strong>
            <span className={styles.name}>{c.name}</span>
            <span className={styles.rule}>满 {c.min_amount} 元可用</span>
            <span className={styles.rule}>{c.scope_text}</span>
            <span className={styles.rule}>有效期至 {formatDate(c.end_time)}</span>
            {c.id === appliedId && <span className={styles.mark}>已选用</span>}
            {c.usable !== 1 && <span className={styles.mark}>未满足条件</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
