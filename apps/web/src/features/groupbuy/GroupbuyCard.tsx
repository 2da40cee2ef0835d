import type { GroupbuyActivity } from '@shop/contract';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { Countdown } from '../../components/Countdown';
import { Price, StrikePrice } from '../../components/Price';
import { formatDateTime } from '../../lib/format-time';
import styles from './GroupbuyCard.module.css';

/** One group-buy in the zone: group price, size, members so far, the end countdown. */
export function GroupbuyCard({ activity: a }: { activity: GroupbuyActivity }) {
  const to = `/list/info-pt/${a.goods.id}`;
  const running = a.state === 0;
  return (
    <article className={styles.card} aria-label={a.goods.name}>
      <Link to={to} className={styles.image}>
        <img src={a.goods.logo} alt={a.goods.name} loading="lazy" />
        <span className={styles.size}>{a.group_size}人团</span>
      </Link>
      <div className={styles.body}>
        <p className={styles.title}>{a.title}</p>
        <h3 className={styles.name}>
          <Link to={to} title={a.goods.name}>
            {a.goods.name}
          </Link>
        </h3>
        <p className={styles.fact}>
          {a.goods.ypgg} · {a.goods.sccj}
        </p>
        <div className={styles.prices}>
          <span className={styles.label}>拼团价</span>
          <Price value={a.pt_price} />
          <StrikePrice label="单买" value={a.goods.price} />
        </div>
        <p className={styles.fact}>
          每家 {a.number}
          {a.goods.bzdw} · 已有 <b>{a.joined}</b> 家正在拼 · 已成团 <b>{a.sold}</b> 家
        </p>
        <div className={styles.foot}>
          {running ? (
            <Countdown end={a.end_time} label="距结束" />
          ) : (
            <span className={styles.upcoming}>{formatDateTime(a.start_time)} 开始</span>
          )}
          <ButtonLink type="primary" danger={running} disabled={!running} to={to}>
            {running ? '去拼团' : '即将开始'}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
