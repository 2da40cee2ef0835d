import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode, ModePaths } from '../../../components/goods-list/list-modes';

const LIST_MODES: ModePaths = { card: '/list', table: '/list/table', text: '/list/no_image' };

/** /list, /list/table and /list/no_image: all goods, filtered by the URL query. */
export function ListPage({ mode }: { mode: ListMode }) {
  return <GoodsListView mode={mode} modes={LIST_MODES} />;
}
