import { Empty, Tabs } from 'antd';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useNews } from '../../api/help/get-news';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDate } from '../../lib/format-time';
import { NEWS_TYPES, type NewsType } from './help-pages';
import styles from './News.module.css';

const isNewsType = (t: string | undefined): t is NewsType => !!t && t in NEWS_TYPES;

/** /news and /news/{industry|company}?page=N: the type tabs and a page of titles. */
export function NewsListPage() {
  const params = useParams();
  const type = params.type ?? 'industry';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const valid = isNewsType(type);
  const query = useNews(valid ? type : 'industry', page);
  if (!valid) return <Navigate to="/404" replace />;

  return (
    <div className={styles.page}>
      <h1>新闻资讯</h1>
      <Tabs
        activeKey={type}
        onChange={(key) => navigate(`/news/${key}`)}
        items={Object.entries(NEWS_TYPES).map(([key, label]) => ({ key, label }))}
      />
      {query.isPending ? (
        <PageSpinner padding={60} />
      ) : query.isError ? (
        <LoadFailed what="新闻资讯" query={query} />
      ) : query.data.data.length === 0 ? (
        <Empty description="暂无资讯" />
      ) : (
        <>
          <ul className={styles.list}>
            {query.data.data.map((n) => (
              <li key={n.id}>
                <Link to={`/news/info/${n.id}/${n.type}`} className={styles.title}>
                  {n.title}
                </Link>
                <time dateTime={n.published_at}>{formatDate(n.published_at)}</time>
                {n.summary && <p>{n.summary}</p>}
              </li>
            ))}
          </ul>
          <Pager page={query.data} onChange={(p) => navigate(`/news/${type}?page=${p}`)} />
        </>
      )}
    </div>
  );
}
