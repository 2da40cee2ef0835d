import { navMargins } from '../lib/day-margins';
import { useRouteHandle } from '../lib/route-handle';
import { CategoryMenu } from './CategoryMenu';
import styles from './Header.module.css';
import { HeaderCart } from './HeaderCart';
import { Logo } from './Logo';
import { Nav } from './Nav';
import { SearchBox } from './SearchBox';
import { ServiceContactBlock } from './ServiceContactBlock';
import { TopBar } from './TopBar';

export function Header() {
  const handle = useRouteHandle();
  const { contentTop, navOffset } = navMargins();
  return (
    <header className={styles.header}>
      <TopBar />
      <div
        className={`container ${styles.main}`}
        style={{ paddingTop: contentTop, height: contentTop + navOffset }}
      >
        <Logo />
        <div className={styles.searchArea}>
          <SearchBox showHot />
          <HeaderCart />
        </div>
        <ServiceContactBlock />
      </div>
      <div className={styles.navRow}>
        <div className={`container ${styles.navInner}`}>
          <CategoryMenu
            pinned={handle.pinCategoryMenu === true}
            tree={handle.channel?.tree ?? 'category'}
            marker={handle.channel?.marker}
            viaLoading={handle.listPage === true}
          />
          <Nav />
        </div>
      </div>
    </header>
  );
}
