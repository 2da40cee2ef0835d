import { Breadcrumb, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { useGoodsDetail } from '../../../api/catalog/get-goods-detail';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePageTitle } from '../../../lib/page-title';
import styles from './GoodsDetailPage.module.css';
import { GoodsGallery } from './GoodsGallery';
import { GoodsInfoTabs } from './GoodsInfoTabs';
import { GoodsSummary } from './GoodsSummary';
import { RelatedGoods } from './RelatedGoods';

/** /list/info/:id and the group-buy variant /list/info-pt/:id. */
export function GoodsDetailPage({ groupBuy = false }: { groupBuy?: boolean }) {
  const id = Number(useParams().id);
  const detail = useGoodsDetail(id);
  usePageTitle(detail.data?.name);

  if (
    !Number.isSafeInteger(id) ||
    id <= 0 ||
    (isApiError(detail.error) && detail.error.code === 404)
  ) {
    return (
      <Result
        status="404"
        title="商品不存在"
        subTitle="该商品可能已下架或链接有误"
        extra={
          <ButtonLink type="primary" to="/list">
            去看看其他商品
          </ButtonLink>
        }
      />
    );
  }
  if (detail.isPending) return <PageSpinner padding={80} />;
  if (!detail.data) return <LoadFailed what="商品" query={detail} />;

  const goods = detail.data;
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to="/">首页</Link> },
          ...goods.category_path.map((c) => ({
            title: <Link to={`/list?select=${c.id}`}>{c.name}</Link>,
          })),
          { title: goods.name },
        ]}
      />
      <div className={styles.main}>
        <GoodsGallery goods={goods} />
        <GoodsSummary goods={goods} groupBuy={groupBuy} />
      </div>
      <GoodsInfoTabs goods={goods} />
      <RelatedGoods goods={goods} />
    </div>
  );
}
