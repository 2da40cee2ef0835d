import { Navigate, useParams, useSearchParams } from 'react-router';
import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode, ModePaths } from '../../../components/goods-list/list-modes';
import { usePageTitle } from '../../../lib/page-title';
import styles from './ListOtherPage.module.css';

/** `mode` of the query picks the display, as /list/table and /list/no_image do for /list. */
const MODES: Record<string, ListMode> = { table: 'table', no_image: 'text' };

/**
 * /list/other/{id}/{name?}: the list variant (spec section 2), the goods of
 * one category, titled with `name` when the link gives one, in the three
 * displays of /list.
 */
export function ListOtherPage() {
  const { id = '', name } = useParams();
  const [params] = useSearchParams();
  const title = name?.trim() || undefined;
  usePageTitle(title);
  if (!/^[1-9]\d{0,9}$/.test(id)) return <Navigate to="/404" replace />;

  const mode = MODES[params.get('mode') ?? ''] ?? 'card';
  const base = `/list/other/${id}${title ? `/${encodeURIComponent(title)}` : ''}`;
  const modes: ModePaths = {
    card: base,
    table: `${base}?mode=table`,
    text: `${base}?mode=no_image`,
  };
  return (
    <>
      {title && <h1 className={styles.heading}>{title}</h1>}
      <GoodsListView mode={mode} modes={modes} fixed={{ select: id }} categoryFixed />
    </>
  );
}
