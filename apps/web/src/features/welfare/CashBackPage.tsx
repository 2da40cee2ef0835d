import type { CashBackZone } from '@shop/contract';
import { Empty, Progress, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { useCashBack } from '../../api/welfare/get-cash-back';
import { ButtonLink } from '../../components/ButtonLink';
import { Countdown } from '../../components/Countdown';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/format-time';
import { loginPath } from '../../lib/login-path';
import styles from './CashBackPage.module.css';

/** How far the buyer is along the tiers, 0–100, measured against the top tier. */
function percent(zone: CashBackZone) {
  const top = Number(zone.tiers.at(-1)?.amount ?? 0);
  const spent = Number(zone.spent ?? 0);
  return top > 0 ? Math.min(100, Math.floor((spent / top) * 100)) : 0;
}

/**
 * /hb: 满额返. The period's tiers, and for a buyer what it has paid in the
 * period, '再购¥N可返¥M', and what was credited to its balance (when orders
 * complete).
 */
export function CashBackPage() {
  const zone = useCashBack();
  if (zone.isError && !zone.data) return <LoadFailed what="满额返活动" query={zone} />;
  if (!zone.data) return <Spin className={styles.loading} />;
  const z = zone.data;
  const p = z.period;
  if (!p)
    return (
      <Result
        status="info"
        title="活动暂未开始"
        subTitle="满额返活动敬请期待"
        extra={
          <ButtonLink type="primary" to="/">
            返回首页
          </ButtonLink>
        }
      />
    );

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <div>
          <h1>{p.title}</h1>
          <p>
            活动期间下单并确认收货，实付商品金额（不含运费、扣除退款）累计满额即返现到账户余额；按达到的最高档返现，退款后不足门槛将扣回。
          </p>
          <p className={styles.window}>
            活动时间：{formatDateTime(p.start_time)} 至 {formatDateTime(p.end_time)}
          </p>
        </div>
        {p.status === 'running' ? (
          <Countdown end={p.end_time} label="距活动结束" />
        ) : (
          <strong className={styles.state}>{p.status_text}</strong>
        )}
      </header>

      <ol className={styles.tiers}>
        {z.tiers.map((t) => (
          <li key={t.id} className={t.reached ? styles.reached : undefined}>
            <span className={styles.threshold}>满¥{t.amount}</span>
            <b className={styles.reward}>返¥{t.reward}</b>
            <em className={styles.note}>
              {t.credited ? '已返现' : t.reached ? '已达成，确认收货后到账' : '未达成'}
            </em>
          </li>
        ))}
      </ol>

      {z.spent === null ? (
        <p className={styles.progress}>
          <Link to={loginPath()}>登录</Link>后查看您的累计金额与返现进度
        </p>
      ) : (
        <section className={styles.progress} aria-label="返现进度">
          <div className={styles.figures}>
            <span>
              活动期间已购 <b>¥{z.spent}</b>
            </span>
            <span>
              其中已确认收货 <b>¥{z.completed}</b>
            </span>
            <span>
              已返现 <b>¥{z.credited}</b>
            </span>
          </div>
          <Progress percent={percent(z)} showInfo={false} strokeColor="#f0302c" />
          {z.progress_text && <p className={styles.hint}>{z.progress_text}</p>}
          {p.status === 'running' && (
            <ButtonLink type="primary" danger to="/list">
              去采购
            </ButtonLink>
          )}
        </section>
      )}
      {z.tiers.length === 0 && <Empty description="暂无返现档位" />}
    </div>
  );
}
