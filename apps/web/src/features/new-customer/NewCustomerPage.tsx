import type { NewCustomerGoodsItem } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { focusQueryOptions } from '../../api/content/get-focus';
import { showCartAddError } from '../../components/cart-add-errors';
import { goodsImage, goodsPath } from '../../components/goods-path';
import { LoadFailed } from '../../components/LoadFailed';
import { Price, StrikePrice } from '../../components/Price';
import { ADDED_MESSAGE } from '../../components/use-add-to-cart';
import { formatDateTime } from '../../lib/format-time';
import styles from './NewCustomerPage.module.css';
import { useNewCustomer } from './use-new-customer';

/** One new-customer goods: special price over the usual one, the limit, and 立即购买 when allowed. */
function NewCustomerCard({ g }: { g: NewCustomerGoodsItem }) {
  const add = useAddToCart();
  const { message, modal } = App.useApp();
  const buy = () =>
    add.mutate(
      { goods_id: g.id, number: 1, type: 4, is_yj: 0 },
      {
        onSuccess: () => message.success(ADDED_MESSAGE),
        onError: (e) => showCartAddError(e, { message, modal }),
      },
    );
  return (
    <article className={styles.card} aria-label={g.name}>
      <Link to={goodsPath(g)} className={styles.image}>
        <img src={goodsImage(g)} alt={g.name} loading="lazy" />
        <span className={styles.mark}>新人价</span>
      </Link>
      <h3 className={styles.name} title={g.name}>
        {g.name}
      </h3>
      <p className={styles.meta}>
        {g.ypgg} · {g.sccj}
      </p>
      <div className={styles.prices}>
        <span className={styles.newCustomerPrice} title="新人价">
          <Price value={g.xr_price} size="lg" />
        </span>
        <StrikePrice label="原价" value={g.price} />
      </div>
      <p className={styles.meta}>
        每家限购 {g.xr_limit} {g.bzdw}，仅限一次 ·{' '}
        {g.status === 0
          ? `${formatDateTime(g.start_time)} 开始`
          : `${formatDateTime(g.end_time)} 结束`}
      </p>
      <Button
        type="primary"
        danger
        block
        disabled={!g.can_buy}
        loading={add.isPending}
        onClick={buy}
      >
        {g.can_buy ? '立即购买' : g.reason || '不可购买'}
      </Button>
    </article>
  );
}

/** /xr/tj: 新人特价, for companies without a completed order; others see why they cannot buy. */
export function NewCustomerPage() {
  const zone = useNewCustomer();
  const banner = useQuery(focusQueryOptions('xrtj'));
  if (zone.isError && !zone.data) return <LoadFailed what="新人特价" query={zone} />;
  if (!zone.data) return <Spin className={styles.loading} />;
  const first = banner.data?.[0];
  return (
    <div className={styles.page}>
      {first ? (
        <img className={styles.banner} src={first.image} alt={first.title} />
      ) : (
        <h1 className={styles.title}>新人特价</h1>
      )}
      {!zone.data.is_new && (
        <Alert
          type="warning"
          showIcon
          message="仅限新客户购买"
          description="新人特价仅限尚无已完成订单的客户购买一次；您可按会员价购买这些商品。"
        />
      )}
      {zone.data.list.length === 0 ? (
        <Empty className={styles.loading} description="暂无新人特价商品" />
      ) : (
        <div className={styles.grid}>
          {zone.data.list.map((g) => (
            <NewCustomerCard key={g.xr_id} g={g} />
          ))}
        </div>
      )}
    </div>
  );
}
