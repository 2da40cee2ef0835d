import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useFocus } from '../../../api/content/get-focus';
import { AdLink } from '../../../components/AdLink';
import styles from './HomeRightAd.module.css';

const CLOSED_KEY = 'right-ad-closed';

/**
 * The closable ad at the top right of the home page (GET /api/focus/right).
 * Closing it lasts for the browser session, like the top banner; a new ad
 * (another id) shows again.
 */
export function HomeRightAd() {
  const { data } = useFocus('right');
  const [closedId, setClosedId] = useState(() => sessionStorage.getItem(CLOSED_KEY));
  const ad = data?.[0];
  if (!ad || closedId === String(ad.id)) return null;

  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, String(ad.id));
    setClosedId(String(ad.id));
  };

  return (
    <aside className={styles.ad} aria-label="右上角广告">
      <AdLink url={ad.url} label={ad.title}>
        <img src={ad.image} alt={ad.title} width={160} height={240} />
      </AdLink>
      <button type="button" className={styles.close} onClick={close} aria-label="关闭右上角广告">
        <CloseOutlined aria-hidden="true" />
      </button>
    </aside>
  );
}
