import type { CouponScope } from '@shop/contract';
import type { ReactNode } from 'react';
import styles from './CouponTicket.module.css';

export type TicketLook = 'live' | 'dim';

/** What the ticket shows, the same for a template in the centre and a coupon held. */
export type TicketFace = {
  name: string;
  /** 1 coupon, 2 cash voucher. */
  type: number;
  amount: string;
  min_amount: string;
  scope: CouponScope;
};

const threshold = (t: TicketFace) =>
  t.type === 2 || Number(t.min_amount) === 0 ? '无门槛' : `满${Number(t.min_amount)}元可用`;

/** A coupon drawn as a ticket: the amount on the left, its terms and an action on the right. */
export function CouponTicket({
  face,
  validity,
  look = 'live',
  mark,
  children,
}: {
  face: TicketFace;
  validity: string;
  look?: TicketLook;
  /** A stamp across the ticket: 已使用, 已过期, 已抢光. */
  mark?: string;
  children?: ReactNode;
}) {
  return (
    <article
      className={`${styles.ticket} ${look === 'dim' ? styles.dim : ''} ${face.type === 2 ? styles.cash : ''}`}
      aria-label={face.name}
    >
      <div className={styles.value}>
        <strong>
          <small>¥</small>
          {Number(face.amount)}
        </strong>
        <span>{threshold(face)}</span>
      </div>
      <div className={styles.terms}>
        <h3>
          <span className={styles.kind}>{face.type === 2 ? '现金券' : '优惠券'}</span>
          {face.name}
        </h3>
        <p>{face.scope.text}</p>
        <p className={styles.muted}>{validity}</p>
        {children && <div className={styles.action}>{children}</div>}
      </div>
      {mark && <span className={styles.mark}>{mark}</span>}
    </article>
  );
}
