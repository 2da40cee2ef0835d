import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useHelpMenu } from '../../api/help/get-help-menu';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './HelpLayout.module.css';
import { helpPath, NEWS_LINKS } from './help-pages';

type MenuLink = { to: string; label: string };

/**
 * The help centre (a left menu grouped as spec section 2 lists it, news
 * below) or the news (its own heading, the help centre one link below), the
 * page beside it.
 */
export function HelpLayout({ section = 'help' }: { section?: 'help' | 'news' }) {
  const { data: menu } = useHelpMenu();
  const home = section === 'news' ? NEWS_HOME : HELP_HOME;
  const groups =
    section === 'news'
      ? [
          { title: '资讯分类', links: NEWS_LINKS },
          { title: '更多', links: [HELP_HOME] },
        ]
      : [
          ...(menu ?? []).map((g) => ({
            title: g.name,
            links: g.items.map((i) => ({ to: helpPath(i.group, i.slug), label: i.title })),
          })),
          { title: '新闻资讯', links: NEWS_LINKS },
        ];
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.menu} aria-label={`${home.label}菜单`}>
        <h2 className={styles.heading}>
          <NavLink to={home.to} end>
            {home.label}
          </NavLink>
        </h2>
        {groups.map((group) => (
          <section key={group.title}>
            <h3>{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => (isActive ? styles.active : undefined)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner padding={80} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

const HELP_HOME: MenuLink = { to: '/help', label: '帮助中心' };
const NEWS_HOME: MenuLink = { to: '/news', label: '新闻资讯' };
