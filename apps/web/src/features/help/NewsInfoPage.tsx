import { Breadcrumb } from 'antd';
import { Link, Navigate, useParams } from 'react-router';
import { useNewsInfo } from '../../api/help/get-news';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import articleStyles from './Article.module.css';
import { ArticleBody } from './ArticleBody';
import { NEWS_TYPES, type NewsType } from './help-pages';

/** /news/info/{id}/{type}: one item, with the previous and next of its type. */
export function NewsInfoPage() {
  const params = useParams();
  const id = Number(params.id);
  const type = params.type as NewsType;
  const valid = Number.isInteger(id) && id > 0 && type in NEWS_TYPES;
  const query = useNewsInfo(valid ? id : 0, type);
  if (!valid) return <Navigate to="/404" replace />;
  if (query.isPending) return <PageSpinner padding={80} />;
  if (query.isError) {
    const status = (query.error as { details?: { status?: number } }).details?.status;
    if (status === 404) return <Navigate to="/404" replace />;
    return <LoadFailed what="资讯" query={query} />;
  }
  const n = query.data;
  return (
    <article className={articleStyles.page}>
      <Breadcrumb
        items={[
          { title: <Link to="/news">新闻资讯</Link> },
          { title: <Link to={`/news/${n.type}`}>{n.type_name}</Link> },
        ]}
      />
      <h1>{n.title}</h1>
      <p className={articleStyles.meta}>
        {n.type_name} · 发布于 {formatDateTime(n.published_at)}
      </p>
      <ArticleBody html={n.content} />
      <nav className={articleStyles.neighbours} aria-label="上一篇和下一篇">
        <span>
          上一篇：
          {n.prev ? <Link to={`/news/info/${n.prev.id}/${n.type}`}>{n.prev.title}</Link> : '没有了'}
        </span>
        <span>
          下一篇：
          {n.next ? <Link to={`/news/info/${n.next.id}/${n.type}`}>{n.next.title}</Link> : '没有了'}
        </span>
      </nav>
    </article>
  );
}
