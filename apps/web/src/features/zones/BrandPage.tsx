import { Breadcrumb, Empty, Result, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useBrandFocus, useBrandGoods } from '../../api/zones/get-brands';
import { ButtonLink } from '../../components/ButtonLink';
import { GoodsGrid } from '../../components/GoodsGrid';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { pageParam } from './BrandZonePage';
import styles from './zones.module.css';

/** /ppzq/info/{id}/{page}: a brand's banner, description and goods. */
export function BrandPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Math.max(0, Math.floor(Number(params.id)) || 0);
  const page = pageParam(params.page);
  const head = useBrandFocus(id);
  const list = useBrandGoods(id, page);

  if (!id || (head.error && isApiError(head.error) && head.error.code === 404))
    return (
      <Result
        status="404"
        title="品牌不存在"
        extra={
          <ButtonLink type="primary" to="/ppzq">
            返回品牌专区
          </ButtonLink>
        }
      />
    );
  if (head.isError && !head.data) return <LoadFailed what="品牌" query={head} />;
  if (!head.data) return <Spin className={styles.loading} />;
  const { brand } = head.data;

  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.crumbs}
        items={[{ title: <Link to="/ppzq">品牌专区</Link> }, { title: brand.name }]}
      />
      <img
        className={styles.brandBanner}
        src={brand.banner}
        alt={`${brand.name}横幅`}
        width={1200}
        height={300}
      />
      <section className={styles.brandHead}>
        <img src={brand.logo} alt={`${brand.name}标志`} width={160} height={80} />
        <div>
          <h1>{brand.name}</h1>
          <p>{brand.description}</p>
        </div>
        <span className={styles.brandCount}>共 {brand.goods_count} 个商品</span>
      </section>
      {list.isError && !list.data ? (
        <LoadFailed what="品牌商品" query={list} />
      ) : !list.data ? (
        <Spin className={styles.loading} />
      ) : list.data.data.length === 0 ? (
        <Empty className={styles.loading} description="该品牌暂无商品" />
      ) : (
        <GoodsGrid goods={list.data.data} />
      )}
      {list.data && (
        <Pager
          page={list.data}
          onChange={(p) => navigate(p > 1 ? `/ppzq/info/${id}/${p}` : `/ppzq/info/${id}`)}
        />
      )}
    </div>
  );
}
