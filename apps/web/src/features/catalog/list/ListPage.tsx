import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode, ModePaths } from '../../../components/goods-list/list-modes';

const LIST_MODES: ModePaths = { card: '/list', table: '/list/table', text: '/list/no_image' };

/** /list, /list/table and /list/no_image: all goods, filtered by the URL query. */
export function ListPage({ mode }: { mode: ListMode }) {
  return (
    <>
      {/* The page's subject for screen readers and search engines; the filters show it to the eye. */}
      <h1 className="visually-hidden">商品列表</h1>
      <GoodsListView mode={mode} modes={LIST_MODES} />
    </>
  );
}
