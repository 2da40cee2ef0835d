import { Result, Spin } from 'antd';
import { Link, Navigate } from 'react-router';
import { useRunningActivities } from '../../api/activity/get-running-activities';
import { ButtonLink } from '../../components/ButtonLink';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/format-time';
import styles from './RunningActivities.module.css';

/**
 * /hdzx without an id: the running activities to choose from; with only one
 * running, its page straight away (a link to the zone then always lands).
 */
export function RunningActivities() {
  const running = useRunningActivities();
  if (running.isError && !running.data) return <LoadFailed what="活动" query={running} />;
  if (!running.data) return <Spin className={styles.loading} />;
  const list = running.data;
  if (list.length === 1) return <Navigate to={`/hdzx/${list[0]!.id}`} replace />;
  if (list.length === 0)
    return (
      <Result
        status="info"
        title="暂无进行中的活动"
        extra={
          <ButtonLink type="primary" to="/">
            返回首页
          </ButtonLink>
        }
      />
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>进行中的活动</h1>
      <ul className={styles.list}>
        {list.map((a) => (
          <li key={a.id}>
            <Link to={`/hdzx/${a.id}`} className={styles.card}>
              <strong>{a.title}</strong>
              <span className={styles.tiers}>
                {a.tiers.map((t) => `满${Number(t.amount)}减${Number(t.reduce)}`).join('，')}
              </span>
              <span className={styles.meta}>
                {a.goods_count} 件商品 · {formatDateTime(a.end_time)} 结束
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
