import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useCommon } from '../api/content/get-common';
import { AdLink } from '../components/AdLink';
import styles from './TopBanner.module.css';

const CLOSED_KEY = 'top-banner-closed';
/** Whether the last answer of /api/common had a top ad, to reserve its room or not. */
const SEEN_KEY = 'top-banner-seen';

/**
 * The `ad_top` banner above the header; closing it lasts for the browser
 * session. Its room (60 px, the banner's size) is held while /api/common is on
 * its way, so the header does not jump down when it answers; a browser that
 * last saw no banner holds none.
 */
export function TopBanner() {
  const { data: common, isPending } = useCommon();
  const [closedId, setClosedId] = useState(() => sessionStorage.getItem(CLOSED_KEY));
  const ad = common?.ad_top;
  useEffect(() => {
    if (common) localStorage.setItem(SEEN_KEY, common.ad_top ? '1' : '0');
  }, [common]);
  if (isPending) {
    const expect = closedId === null && localStorage.getItem(SEEN_KEY) !== '0';
    return expect ? <div className={styles.banner} /> : null;
  }
  if (!ad || closedId === String(ad.id)) return null;

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, String(ad.id));
    setClosedId(String(ad.id));
  };

  return (
    <aside className={styles.banner} aria-label="顶部广告">
      <div className={`container ${styles.inner}`}>
        <AdLink url={ad.url} label={ad.title}>
          <img src={ad.image} alt={ad.title} width={1200} height={60} className={styles.image} />
        </AdLink>
        <button type="button" className={styles.close} onClick={close} aria-label="关闭广告">
          <CloseOutlined aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
