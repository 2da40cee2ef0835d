import type { CartCoupon } from '@shop/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useCouponChange } from '../../components/use-coupon-change';
import { COUPON_THRESHOLD_RULE, couponShortText } from '../../lib/coupon-change';
import { formatDate } from '../../lib/format-time';
import styles from './CartCoupons.module.css';

/**
 * The buyer's unused coupons; the one the summary applies is marked, one not
 * reached says how much more counts, and a change of the applied coupon the
 * buyer did not make (a quantity lowered) is told.
 */
export function CartCoupons({ coupons, appliedId }: { coupons: CartCoupon[]; appliedId: number }) {
  const changed = useCouponChange(appliedId, coupons);
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
      <p className={styles.rule}>{COUPON_THRESHOLD_RULE}</p>
      {changed && <Alert className={styles.changed} type="info" showIcon title={changed} />}
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
            {c.usable !== 1 && <span className={styles.mark}>{couponShortText(c)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
