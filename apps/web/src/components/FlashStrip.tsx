import { Link } from 'react-router';
import { useFlashDay } from '../api/flash/get-flash-day';
import { Countdown } from './Countdown';
import styles from './FlashStrip.module.css';
import { goodsImage } from './goods-path';
import { Price } from './Price';

/**
 * The home page's flash-sale strip: the running (or next) session's
 * countdown and a few of its goods, leading to /miaosha. Nothing when there
 * is no session today. While /api/miaosha is on its way the strip's room is
 * held, so the goods below do not jump down when it answers.
 */
export function FlashStrip() {
  const day = useFlashDay();
  if (day.isPending) return <div className={styles.reserved} />;
  const sessions = day.data?.sessions ?? [];
  const s = sessions.find((x) => x.status === 1) ?? sessions.find((x) => x.status === 0);
  if (!s) return null;
  const running = s.status === 1;
  return (
    <section className={styles.strip} aria-label="限时秒杀">
      <Link to="/miaosha" className={styles.head}>
        <strong>限时秒杀</strong>
        <span>{s.title}</span>
        {running ? (
          <Countdown end={s.end_time} label="距结束" />
        ) : (
          <Countdown end={s.start_time} label="距开抢" />
        )}
        <em>更多 &gt;</em>
      </Link>
      <ul className={styles.goods}>
        {s.goods.slice(0, 5).map((g) => (
          <li key={g.miaosha_goods_id}>
            <Link to="/miaosha">
              <img src={goodsImage(g)} alt={g.name} loading="lazy" />
              <span className={styles.name}>{g.name}</span>
              <span className={styles.price}>
                <i>秒</i>
                <Price value={g.miaosha_price} size="sm" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
