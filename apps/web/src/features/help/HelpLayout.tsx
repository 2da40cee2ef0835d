import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useHelpMenu } from '../../api/help/get-help-menu';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './HelpLayout.module.css';
import { helpPath } from './help-pages';

const NEWS_LINKS = (
  <ul>
    <li>
      <NavLink to="/news/industry">行业资讯</NavLink>
    </li>
    <li>
      <NavLink to="/news/company">公司动态</NavLink>
    </li>
  </ul>
);

/**
 * The help centre (a left menu grouped as spec section 2 lists it) or the
 * news (its own heading, the help centre one link below), the page beside it.
 */
export function HelpLayout({ section = 'help' }: { section?: 'help' | 'news' }) {
  if (section === 'news')
    return (
      <Shell>
        <nav className={styles.menu} aria-label="新闻资讯菜单">
          <h2 className={styles.heading}>
            <NavLink to="/news" end>
              新闻资讯
            </NavLink>
          </h2>
          <section>
            <h3>资讯分类</h3>
            {NEWS_LINKS}
          </section>
          <section>
            <h3>更多</h3>
            <ul>
              <li>
                <NavLink to="/help">帮助中心</NavLink>
              </li>
            </ul>
          </section>
        </nav>
      </Shell>
    );
  return (
    <Shell>
      <HelpMenu />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      {children}
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner padding={80} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

function HelpMenu() {
  const { data: menu } = useHelpMenu();
  return (
    <nav className={styles.menu} aria-label="帮助中心菜单">
      <h2 className={styles.heading}>
        <NavLink to="/help" end>
          帮助中心
        </NavLink>
      </h2>
      {menu?.map((group) => (
        <section key={group.group}>
          <h3>{group.name}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={helpPath(item.group, item.slug)}
                  className={({ isActive }) => (isActive ? styles.active : undefined)}
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h3>新闻资讯</h3>
        {NEWS_LINKS}
      </section>
    </nav>
  );
}
