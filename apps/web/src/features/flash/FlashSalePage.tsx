import type { FlashSession } from '@shop/contract';
import { Empty, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFlashDay } from '../../api/flash/get-flash-day';
import { Countdown } from '../../components/Countdown';
import { LoadFailed } from '../../components/LoadFailed';
import { FlashGoodsCard } from './FlashGoodsCard';
import styles from './FlashSalePage.module.css';
import { formatTime } from './format';

/** The session a visitor lands on: the running one, else the next, else the last. */
function defaultSession(sessions: FlashSession[]) {
  return (
    sessions.find((s) => s.status === 1) ??
    sessions.find((s) => s.status === 0) ??
    sessions[sessions.length - 1]
  );
}

/** /miaosha and /ms: today's sessions as tabs, each with its countdown and goods. */
export function FlashSalePage() {
  const day = useFlashDay();
  const [search, setSearch] = useSearchParams();
  // Re-render when a session starts or ends, so its tab and buttons follow the clock.
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);

  if (day.isError && !day.data) return <LoadFailed what="秒杀活动" query={day} />;
  if (!day.data) return <Spin className={styles.loading} />;
  const { sessions } = day.data;
  if (sessions.length === 0)
    return <Empty className={styles.loading} description="今日暂无秒杀场次，活动暂未开始" />;
  const wanted = Number(search.get('session'));
  const current = sessions.find((s) => s.id === wanted) ?? defaultSession(sessions)!;
  const now = Date.now();
  const running = now >= Date.parse(current.start_time) && now < Date.parse(current.end_time);
  const upcoming = now < Date.parse(current.start_time);

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>限时秒杀</h1>
        <p>每日多场，秒杀价限量抢购，售完即止</p>
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={String(current.id)}
        onChange={(k) => setSearch({ session: k })}
        items={sessions.map((s) => ({
          key: String(s.id),
          label: (
            <span className={styles.tab}>
              <b>{formatTime(s.start_time)}</b>
              <small>{s.status_text}</small>
            </span>
          ),
        }))}
      />
      <div className={styles.sessionBar}>
        <strong>{current.title}</strong>
        <span>
          {formatTime(current.start_time)} - {formatTime(current.end_time)}
        </span>
        {running && <Countdown end={current.end_time} label="距本场结束" />}
        {upcoming && <Countdown end={current.start_time} label="距开抢" />}
        {!running && !upcoming && <span className={styles.ended}>本场已结束</span>}
      </div>
      {current.goods.length === 0 ? (
        <Empty className={styles.loading} description="暂无商品" />
      ) : (
        <div className={styles.grid}>
          {current.goods.map((g) => (
            <FlashGoodsCard key={g.miaosha_goods_id} g={g} running={running} />
          ))}
        </div>
      )}
    </div>
  );
}
