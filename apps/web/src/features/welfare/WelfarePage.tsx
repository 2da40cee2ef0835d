import { Empty, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useWelfare } from '../../api/welfare/get-welfare';
import { ButtonLink } from '../../components/ButtonLink';
import { Countdown } from '../../components/Countdown';
import { GoodsGrid } from '../../components/GoodsGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import styles from './WelfarePage.module.css';

const whole = (v: string | null) => Math.max(1, Math.floor(Number(v)) || 1);

/**
 * /welfare: the 全场94折 event, its window and countdown, and its goods at the
 * 94折 price (the cards show it; the cart charges it).
 */
export function WelfarePage() {
  const [search, setSearch] = useSearchParams();
  const page = whole(search.get('page'));
  const zone = useWelfare(page);

  if (zone.isError && !zone.data) return <LoadFailed what="94折活动" query={zone} />;
  if (!zone.data) return <Spin className={styles.loading} />;
  const { event, goods, discount_text } = zone.data;
  if (!event)
    return (
      <Result
        status="info"
        title="活动暂未开始"
        subTitle="全场94折活动敬请期待"
        extra={
          <ButtonLink type="primary" to="/">
            返回首页
          </ButtonLink>
        }
      />
    );

  const running = event.status === 'running';
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <div>
          <p className={styles.kicker}>全场福利</p>
          <h1>
            {event.title}
            <span className={styles.discount}>{discount_text}</span>
          </h1>
          <p>
            活动商品单价直降6%（按分舍去，只少不多），可与满减、优惠券同享；秒杀、拼团、组合等活动价不再打折。
          </p>
          <p className={styles.window}>
            活动时间：{formatDateTime(event.start_time)} 至 {formatDateTime(event.end_time)}
          </p>
        </div>
        {running ? (
          <Countdown end={event.end_time} label="距活动结束" />
        ) : (
          <div className={styles.state}>
            {event.status === 'upcoming' ? '活动未开始' : event.status_text}
            {event.status === 'upcoming' && <Countdown end={event.start_time} label="距开始" />}
          </div>
        )}
      </header>
      {!running && (
        <p className={styles.notice}>
          {event.status === 'upcoming'
            ? '活动开始后，以下商品按94折价结算；现在加购按会员价计算。'
            : '本场活动已结束，以下商品恢复会员价。'}
        </p>
      )}
      {goods.data.length === 0 ? (
        <Empty className={styles.loading} description="暂无商品" />
      ) : (
        <GoodsGrid goods={goods.data} />
      )}
      <Pager page={goods} onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
    </div>
  );
}
