import type { NavItem } from '@shop/contract';
import { Link, useLocation } from 'react-router';
import { useCommon } from '../api/content/get-common';
import { NotStartedLink } from '../components/NotStartedLink';
import styles from './Nav.module.css';

/** Spec section 9: the first 9 nav items. */
const NAV_SIZE = 9;

const isExternal = (url: string) => /^https?:\/\//.test(url);

function NavLink({ item, className }: { item: NavItem; className?: string }) {
  if (!item.url) return <NotStartedLink className={className}>{item.name}</NotStartedLink>;
  if (isExternal(item.url)) {
    return (
      <a className={className} href={item.url} target="_blank" rel="noopener noreferrer">
        {item.name}
      </a>
    );
  }
  return (
    <Link className={className} to={item.url} target={item.is_open ? '_blank' : undefined}>
      {item.name}
    </Link>
  );
}

export function Nav() {
  const { data: common } = useCommon();
  const { pathname } = useLocation();
  const items = (common?.nav ?? []).slice(0, NAV_SIZE);

  return (
    <nav className={styles.nav} aria-label="主导航">
      <ul className={styles.items}>
        {items.map((item) => {
          const path = item.url.split('?')[0];
          const active = !path
            ? false
            : path === '/'
              ? pathname === '/'
              : pathname.startsWith(path);
          return (
            <li key={item.id} className={styles.item}>
              <NavLink item={item} className={active ? styles.active : undefined} />
              {item.children.length > 0 && (
                <ul className={styles.children}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <NavLink item={child} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
