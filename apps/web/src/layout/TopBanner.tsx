import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useCommon } from '../api/content/get-common';
import { AdLink } from '../components/AdLink';
import styles from './TopBanner.module.css';

const CLOSED_KEY = 'top-banner-closed';

/** The `ad_top` banner above the header; closing it lasts for the browser session. */
export function TopBanner() {
  const { data: common } = useCommon();
  const [closedId, setClosedId] = useState(() => sessionStorage.getItem(CLOSED_KEY));
  const ad = common?.ad_top;
  if (!ad || closedId === String(ad.id)) return null;

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, String(ad.id));
    setClosedId(String(ad.id));
  };

  return (
    <div className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <AdLink url={ad.url} label={ad.title}>
          <img src={ad.image} alt={ad.title} className={styles.image} />
        </AdLink>
        <button type="button" className={styles.close} onClick={close} aria-label="关闭广告">
          <CloseOutlined aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
