import { Button } from 'antd';
import { useHotGoods } from '../../../api/catalog/get-hot-goods';
import { useRecommendedGoods } from '../../../api/catalog/get-recommended-goods';
import { useConfig } from '../../../api/content/get-config';
import { FlashStrip } from '../../../components/FlashStrip';
import { GoodsSection } from './GoodsSection';
import { HomeCarousel } from './HomeCarousel';
import styles from './HomePage.module.css';
import { HomeRightAd } from './HomeRightAd';
import { HomeUserPanel } from './HomeUserPanel';
import { withoutRepeats } from './without-repeats';
import { ZoneEntrances } from './ZoneEntrances';

/** Rows of five the home strips usually fill: 10 hot goods, a page of 20 recommended. */
const HOT_ROWS = 2;
const RECOMMENDED_ROWS = 4;

export function HomePage() {
  const { data: config } = useConfig();
  const hot = useHotGoods();
  const recommended = useRecommendedGoods();
  // Both strips are sorted by sales: the second waits for the first and leaves out its goods.
  const recommendedGoods =
    recommended.data && !hot.isPending
      ? withoutRepeats(
          recommended.data.pages.flatMap((p) => p.data),
          hot.data ?? [],
        )
      : undefined;

  return (
    <div className={styles.home}>
      {/* The page's subject for screen readers and search engines; the logo shows it to the eye. */}
      <h1 className="visually-hidden">{config?.site.title ?? '首页'}</h1>
      <div className={styles.top}>
        {/* The pinned category menu of the header covers this column. */}
        <div className={styles.menuSpace} />
        <HomeCarousel />
        <HomeUserPanel />
      </div>
      <ZoneEntrances />
      <ZoneEntrances position="promo" label="促销活动入口" />
      <HomeRightAd />
      <FlashStrip />
      <GoodsSection title="热销商品" goods={hot.data} query={hot} expectedRows={HOT_ROWS} />
      <GoodsSection
        title="为你推荐"
        goods={recommendedGoods}
        query={recommended}
        expectedRows={RECOMMENDED_ROWS}
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
