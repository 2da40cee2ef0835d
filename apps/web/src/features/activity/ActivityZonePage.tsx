import { Empty, Result, Spin, Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useActivityGoods, useActivityZone } from '../../api/activity/get-activity-zone';
import { ButtonLink } from '../../components/ButtonLink';
import { Countdown } from '../../components/Countdown';
import { GoodsGrid } from '../../components/GoodsGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { formatDateTime } from '../../lib/format-time';
import styles from './ActivityZonePage.module.css';
import { RunningActivities } from './RunningActivities';

const whole = (v: string | undefined | null) => Math.max(0, Math.floor(Number(v)) || 0);

/**
 * /hdzq/{id} and /hdzx/{id}/{cid}: a 满减 activity's page, its tiers and
 * countdown, its goods by category; /hdzx alone offers the running ones.
 */
export function ActivityZonePage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const id = whole(params.id);
  const cid = whole(params.cid);
  const page = Math.max(1, whole(search.get('page')));
  const zone = useActivityZone(id);
  const list = useActivityGoods(id, cid, page);

  if (!id) return <RunningActivities />;
  if (zone.isError && !zone.data) return <LoadFailed what="活动" query={zone} />;
  if (!zone.data) return <Spin className={styles.loading} />;
  const { activity, categories } = zone.data;
  if (activity.status !== 1)
    return (
      <Result
        status="info"
        title={activity.status === 0 ? '活动暂未开始' : '活动已结束'}
        subTitle={
          activity.status === 0
            ? `${activity.title}：${formatDateTime(activity.start_time)} 开始`
            : activity.title
        }
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
          <h1>{activity.title}</h1>
          <ul className={styles.tiers}>
            {activity.tiers.map((t) => (
              <li key={t.amount}>
                满<b>{Number(t.amount)}</b>减<b>{Number(t.reduce)}</b>
              </li>
            ))}
          </ul>
          <p>
            活动商品合计满额即减，可叠加优惠券
            {activity.limit > 0 ? `；每家每个商品限购 ${activity.limit} 件` : ''}
          </p>
        </div>
        <Countdown end={activity.end_time} label="距活动结束" />
      </header>
      <Tabs
        className={styles.tabs}
        activeKey={String(cid)}
        onChange={(k) => navigate(Number(k) ? `/hdzx/${id}/${k}` : `/hdzq/${id}`)}
        items={[
          {
            key: '0',
            label: `全部（${categories.reduce((n, c) => n + c.count, 0)}）`,
          },
          ...categories.map((c) => ({ key: String(c.id), label: `${c.name}（${c.count}）` })),
        ]}
      />
      {list.isError && !list.data ? (
        <LoadFailed what="活动商品" query={list} />
      ) : !list.data ? (
        <Spin className={styles.loading} />
      ) : list.data.data.length === 0 ? (
        <Empty className={styles.loading} description="暂无商品" />
      ) : (
        <GoodsGrid goods={list.data.data} />
      )}
      {list.data && (
        <Pager page={list.data} onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
      )}
    </div>
  );
}
