import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useFranchiseGoods } from '../../api/zones/franchise';
import { GoodsGrid } from '../../components/GoodsGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { pageParam } from './BrandZonePage';
import { FranchiseApplyPanel } from './FranchiseApplyPanel';
import { ZoneBanner } from './ZoneBanner';
import styles from './zones.module.css';

/** /jmzq: the franchise range, and the company's application. */
export function FranchisePage() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search.get('page') ?? undefined);
  const list = useFranchiseGoods(page);
  return (
    <div className={styles.page}>
      <ZoneBanner position="jmzq" title="加盟专区" />
      <FranchiseApplyPanel />
      <h2 className={styles.sectionTitle}>加盟专区商品</h2>
      {list.isError && !list.data ? (
        <LoadFailed what="加盟商品" query={list} />
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
