import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { useFavorites } from '../../api/favorites/get-favorites';
import { ButtonLink } from '../../components/ButtonLink';
import { GoodsGrid } from '../../components/GoodsGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './FavoritesPage.module.css';

/** /star: the company's favourite goods; 已收藏 on a card cancels it. */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const favorites = useFavorites(page);
  const goods = favorites.data?.data ?? [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        我的收藏
        {favorites.data && <span className={styles.count}>共 {favorites.data.total} 件</span>}
      </h1>
      {favorites.isPending && <PageSpinner padding={80} />}
      {favorites.isError && !favorites.data && <LoadFailed what="收藏" query={favorites} />}
      {favorites.data && goods.length === 0 && (
        <Empty className={styles.empty} description="还没有收藏商品">
          <ButtonLink type="primary" to="/list">
            去逛逛
          </ButtonLink>
        </Empty>
      )}
      {goods.length > 0 && <GoodsGrid goods={goods} />}
      {favorites.data && (
        <Pager page={favorites.data} onChange={(p) => setParams({ page: String(p) })} />
      )}
    </div>
  );
}
