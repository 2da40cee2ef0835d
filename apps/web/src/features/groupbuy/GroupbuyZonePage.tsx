import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useGroupbuyZone } from '../../api/groupbuy/get-groupbuy-zone';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { GroupbuyCard } from './GroupbuyCard';
import styles from './GroupbuyZonePage.module.css';

/** /ptzq: the running group-buys, then those about to start. */
export function GroupbuyZonePage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const zone = useGroupbuyZone(page);

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>拼团专区</h1>
        <p>约上同行一起拼，成团即享拼团价；到时未成团，货款原路退回</p>
      </header>
      {zone.isError && !zone.data ? (
        <LoadFailed what="拼团活动" query={zone} />
      ) : !zone.data ? (
        <Spin className={styles.loading} />
      ) : zone.data.data.length === 0 ? (
        <Empty className={styles.loading} description="暂无拼团活动" />
      ) : (
        <div className={styles.grid}>
          {zone.data.data.map((a) => (
            <GroupbuyCard key={a.id} activity={a} />
          ))}
        </div>
      )}
      {zone.data && (
        <Pager page={zone.data} onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
      )}
    </div>
  );
}
