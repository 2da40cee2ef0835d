import { Navigate, useParams } from 'react-router';
import { useHelpArticle } from '../../api/help/get-help-article';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDateTime } from '../../lib/format-time';
import styles from './Article.module.css';
import { ArticleBody } from './ArticleBody';
import { CancellationSection } from './CancellationSection';
import { CANCELLATION_PAGE } from './help-pages';

/**
 * One help article, from the route's fixed page (`group`, `slug` props) or
 * from the `/help/:group/:slug` path (articles the console adds later).
 */
export function HelpArticlePage(props: { group?: string; slug?: string }) {
  const params = useParams();
  const group = props.group ?? params.group ?? '';
  const slug = props.slug ?? params.slug ?? '';
  const query = useHelpArticle(group, slug);
  if (query.isPending) return <PageSpinner padding={80} />;
  if (query.isError) {
    const status = (query.error as { details?: { status?: number } }).details?.status;
    if (status === 404 || status === 422) return <Navigate to="/404" replace />;
    return <LoadFailed what="帮助文章" query={query} />;
  }
  const a = query.data;
  const isCancellation = `${a.group}/${a.slug}` === CANCELLATION_PAGE;
  return (
    <article className={styles.page}>
      <h1>{a.title}</h1>
      <p className={styles.meta}>
        {a.group_name} · 更新于 {formatDateTime(a.updated_at)}
      </p>
      <ArticleBody html={a.content} />
      {isCancellation && <CancellationSection />}
    </article>
  );
}
