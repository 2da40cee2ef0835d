import { Link } from 'react-router';
import { useConfig } from '../../api/content/get-config';
import { useHelpMenu } from '../../api/help/get-help-menu';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './HelpIndexPage.module.css';
import { helpPath, NEWS_LINKS } from './help-pages';

/** /help: every group of the help centre with its pages, and the hotline. */
export function HelpIndexPage() {
  const { data: menu } = useHelpMenu();
  const { data: config } = useConfig();
  if (!menu) return <PageSpinner padding={80} />;
  return (
    <div className={styles.page}>
      <h1>帮助中心</h1>
      {config?.site.hot_line && (
        <p className={styles.hotline}>
          没有找到答案？请拨打客服热线 <strong>{config.site.hot_line}</strong>
          {config.site.service_hours && `（${config.site.service_hours}）`}
        </p>
      )}
      <div className={styles.groups}>
        {menu.map((g) => (
          <section key={g.group} className={styles.group}>
            <h2>{g.name}</h2>
            <ul>
              {g.items.map((i) => (
                <li key={i.id}>
                  <Link to={helpPath(i.group, i.slug)}>{i.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.group}>
          <h2>新闻资讯</h2>
          <ul>
            {NEWS_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
