import { useEffect, useState } from 'react';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import styles from './StickySearch.module.css';

/** Spec section 9: the sticky search bar appears once the page scrolls past 205 px. */
const STICKY_AFTER_PX = 205;

export function StickySearch() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > STICKY_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        <Logo compact />
        <SearchBox size="small" />
      </div>
    </div>
  );
}
