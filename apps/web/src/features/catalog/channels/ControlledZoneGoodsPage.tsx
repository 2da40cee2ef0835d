import { Result } from 'antd';
import { useParams } from 'react-router';
import { useControlledZoneAds } from '../../../api/content/get-controlled-zone-ads';
import { AdLink } from '../../../components/AdLink';
import { ButtonLink } from '../../../components/ButtonLink';
import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import styles from './ChannelPage.module.css';
import { ControlledSalesPanel } from './ControlledSalesPanel';
import { CHANNELS } from './channels';

/** `url` is a category id ('all' or 0: every controlled goods); `ads` the banner ids, 1-2-3 or 1,2,3. */
export function parseControlledZoneParams(url: string | undefined, ads: string | undefined) {
  const category =
    url === 'all' || url === '0' ? '' : /^[1-9]\d{0,8}$/.test(url ?? '') ? url! : null;
  const adIds = (ads ?? '')
    .split(/[,-]/)
    .filter((s) => /^[1-9]\d{0,8}$/.test(s))
    .slice(0, 10)
    .map(Number);
  return { category, adIds };
}

/**
 * /kxzq/goods/{url}/{ads?}: the controlled-sales zone narrowed to one
 * category, headed by the banners its link names (GET /api/focus/kxzq_ad).
 */
export function ControlledZoneGoodsPage() {
  const params = useParams();
  const { category, adIds } = parseControlledZoneParams(params.url, params.ads);
  const ads = useControlledZoneAds(adIds);
  if (category === null)
    return (
      <Result
        status="404"
        title="该控销专区不存在"
        extra={
          <ButtonLink type="primary" to="/kxzq">
            返回控销专区
          </ButtonLink>
        }
      />
    );
  const config = CHANNELS.kxzq;
  return (
    <>
      <header className={styles.head}>
        <h1 className={ads.data?.length ? styles.hidden : styles.banner}>{config.title}</h1>
        {ads.data?.map((ad) => (
          <AdLink key={ad.id} url={ad.url} label={ad.title} className={styles.ad}>
            <img src={ad.image} alt={ad.title} width={1200} height={150} />
          </AdLink>
        ))}
      </header>
      <ControlledSalesPanel />
      <GoodsListView
        mode="card"
        modes={config.modes}
        fixed={category ? { ...config.filter, select: category } : config.filter}
        tree={config.tree}
      />
    </>
  );
}
