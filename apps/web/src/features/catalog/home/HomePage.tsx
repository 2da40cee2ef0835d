import { Button } from 'antd';
import { useHotGoods } from '../../../api/get-hot-goods';
import { useRecommendedGoods } from '../../../api/get-recommended-goods';
import { GoodsSection } from './GoodsSection';
import { HomeCarousel } from './HomeCarousel';
import styles from './HomePage.module.css';
import { HomeUserPanel } from './HomeUserPanel';
import { ZoneEntrances } from './ZoneEntrances';

export function HomePage() {
  const hot = useHotGoods();
  const recommended = useRecommendedGoods();
  const recommendedGoods = recommended.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className={styles.home}>
      <div className={styles.top}>
        {/* The pinned category menu of the header covers this column. */}
        <div className={styles.menuSpace} />
        <HomeCarousel />
        <HomeUserPanel />
      </div>
      <ZoneEntrances />
      <GoodsSection
        title="热销商品"
        goods={hot.data}
        loading={hot.isPending}
        failed={hot.isError}
      />
      <GoodsSection
        title="为你推荐"
        goods={recommendedGoods}
        loading={recommended.isPending}
        failed={recommended.isError}
      >
        {recommended.hasNextPage && (
          <div className={styles.more}>
            <Button
              size="large"
              onClick={() => recommended.fetchNextPage()}
              loading={recommended.isFetchingNextPage}
            >
              查看更多推荐
            </Button>
          </div>
        )}
      </GoodsSection>
    </div>
  );
}
