import type { FlashGoodsItem } from '@shop/contract';
import { App, Button, Progress } from 'antd';
import { Link } from 'react-router';
import { useAddToCart } from '../../api/cart/add-to-cart';
import { showCartAddError } from '../../components/cart-add-errors';
import { goodsImage, goodsPath } from '../../components/goods-path';
import { Price, StrikePrice } from '../../components/Price';
import { ADDED_MESSAGE, cartLineFor } from '../../components/use-add-to-cart';
import styles from './FlashSalePage.module.css';

/**
 * One flash goods: the 秒 mark, flash price over the usual one, the sold
 * share, and 立即抢购 while its session runs; sold out shows the overlay.
 */
export function FlashGoodsCard({ g, running }: { g: FlashGoodsItem; running: boolean }) {
  const add = useAddToCart();
  const { message, modal } = App.useApp();
  const soldOut = g.miaosha_stock <= 0 || g.miaosha_stock < Math.max(1, g.zbz);
  const step = Math.max(1, g.zbz);
  const buy = () =>
    add.mutate(
      {
        goods_id: g.id,
        number: step,
        type: 1,
        miaosha_goods_id: g.miaosha_goods_id,
        is_yj: 0,
      },
      {
        onSuccess: () => message.success(ADDED_MESSAGE),
        // Over the limit: the spec offers the original price, as an ordinary line.
        onError: (e) =>
          showCartAddError(e, { message, modal }, () =>
            add.mutate(cartLineFor(g, step), { onSuccess: () => message.success(ADDED_MESSAGE) }),
          ),
      },
    );
  return (
    <article className={styles.card} aria-label={g.name}>
      <Link to={goodsPath(g)} className={styles.image}>
        <img src={goodsImage(g)} alt={g.name} loading="lazy" />
        <span className={styles.mark}>秒</span>
        {soldOut && <span className={styles.soldOut}>已抢光</span>}
      </Link>
      <h3 className={styles.name} title={g.name}>
        {g.name}
      </h3>
      <p className={styles.meta}>
        {g.ypgg} · {g.sccj}
      </p>
      <div className={styles.prices}>
        <span className={styles.flashPrice} title="秒杀价">
          <Price value={g.miaosha_price} size="lg" />
        </span>
        <StrikePrice label="原价" value={g.price} />
      </div>
      <Progress
        percent={g.miaosha_percent}
        size="small"
        strokeColor="#f5222d"
        format={(p) => `已抢${p}%`}
        aria-label="已抢比例"
      />
      <p className={styles.meta}>
        剩余 {g.miaosha_stock} {g.bzdw}
        {g.miaosha_limit > 0 ? ` · 每家限购 ${g.miaosha_limit}` : ''}
      </p>
      <Button
        type="primary"
        danger
        block
        disabled={!running || soldOut || g.miaosha_price === null}
        loading={add.isPending}
        onClick={buy}
      >
        {soldOut ? '已抢光' : running ? '立即抢购' : '即将开始'}
      </Button>
    </article>
  );
}
