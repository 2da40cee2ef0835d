import { Empty, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useBrands } from '../../api/zones/get-brands';
import { LoadFailed } from '../../components/LoadFailed';
import { Pager } from '../../components/Pager';
import { ZoneBanner } from './ZoneBanner';
import styles from './zones.module.css';

export const pageParam = (v: string | undefined) => Math.max(1, Math.floor(Number(v)) || 1);

/** /ppzq, /ppzq/{page}, /ppzq_index/{page}: the brands, each leading to its page. */
export function BrandZonePage() {
  const params = useParams();
  const navigate = useNavigate();
  const page = pageParam(params.page);
  const brands = useBrands(page);

  return (
    <div className={styles.page}>
      <ZoneBanner position="ppzq" title="品牌专区" />
      {brands.isError && !brands.data ? (
        <LoadFailed what="品牌" query={brands} />
      ) : !brands.data ? (
        <Spin className={styles.loading} />
      ) : brands.data.data.length === 0 ? (
        <Empty className={styles.loading} description="暂无品牌" />
      ) : (
        <ul className={styles.brands} aria-label="品牌列表">
          {brands.data.data.map((b) => (
            <li key={b.id}>
              <Link to={`/ppzq/info/${b.id}`} className={styles.brand}>
                <img src={b.logo} alt={`${b.name}标志`} width={240} height={120} />
                <strong>{b.name}</strong>
                <span className={styles.brandDesc}>{b.description}</span>
                <span className={styles.brandCount}>{b.goods_count} 个商品 ›</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {brands.data && (
        <Pager page={brands.data} onChange={(p) => navigate(p > 1 ? `/ppzq/${p}` : '/ppzq')} />
      )}
    </div>
  );
}
