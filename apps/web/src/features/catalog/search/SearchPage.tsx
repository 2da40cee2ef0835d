import { Empty } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { GoodsListView } from '../../../components/goods-list/GoodsListView';
import type { ListMode, ModePaths } from '../../../components/goods-list/list-modes';
import { usePageTitle } from '../../../lib/page-title';
import styles from './SearchPage.module.css';

const SEARCH_MODES: ModePaths = { card: '/search', table: '/search/table' };

/** /search and /search/table: the list narrowed by `keywords`. */
export function SearchPage({ mode }: { mode: ListMode }) {
  const [params] = useSearchParams();
  const keywords = params.get('keywords')?.trim() ?? '';
  usePageTitle(keywords ? `${keywords} - 搜索结果` : undefined);

  return (
    <>
      {keywords && (
        <h1 className={styles.heading}>
          “<em>{keywords}</em>”的搜索结果
        </h1>
      )}
      <GoodsListView
        mode={mode}
        modes={SEARCH_MODES}
        empty={
          <Empty className={styles.empty} description="没有找到相关商品">
            <p className={styles.hint}>没有想要的品种？登记求购，告诉我们您需要什么。</p>
            <Link
              to={keywords ? `/pzqg/add?${new URLSearchParams({ keywords })}` : '/pzqg/add'}
              className={styles.request}
            >
              去登记求购
            </Link>
          </Empty>
        }
      />
    </>
  );
}
