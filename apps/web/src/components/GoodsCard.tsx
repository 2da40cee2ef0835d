import type { Goods } from '@shop/contract';
import { Link } from 'react-router';
import { shelfLifeLeft } from '../lib/shelf-life';
import { AddToCart } from './AddToCart';
import { DrugMarks } from './DrugMarks';
import { FavoriteButton } from './FavoriteButton';
import styles from './GoodsCard.module.css';
import { GoodsPrice } from './GoodsPrice';
import { GoodsTags } from './GoodsTags';
import { goodsImage, goodsPath, isSoldOut } from './goods-path';
import { tierLabels } from './tier-prices';

/** One goods in a 230 px wide grid cell. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const to = goodsPath(goods);
  const soldOut = isSoldOut(goods);
  const tiers = tierLabels(goods);
  // Near-expiry goods (warehouse 3, or flagged) show what is left of their shelf life.
  const nearExpiry = goods.is_jxq === 1 || goods.is_xq === 1;
  const left = nearExpiry ? shelfLifeLeft(goods.yxq) : null;

  return (
    <article className={styles.card} aria-label={goods.name}>
      <Link to={to} className={styles.imageBox} tabIndex={-1}>
        <img src={goodsImage(goods)} alt={goods.name} loading="lazy" width={200} height={200} />
        {soldOut && <span className={styles.soldOut}>已售罄</span>}
      </Link>
      <div className={styles.priceRow}>
        <GoodsPrice goods={goods} />
        {tiers.length > 0 && (
          <span className={styles.tier} title={tiers.join('，')}>
            {tiers[0]}
          </span>
        )}
      </div>
      <h3 className={styles.name}>
        <Link to={to} title={goods.name}>
          {goods.name}
        </Link>
      </h3>
      <DrugMarks goods={goods} />
      <p className={styles.fact}>{goods.ypgg}</p>
      <p className={styles.fact} title={goods.sccj}>
        {goods.sccj}
      </p>
      <p className={styles.fact}>
        效期：{goods.yxq || '—'}
        {nearExpiry && left && <span className={styles.shelfLife}>{left}</span>}
      </p>
      <GoodsTags tags={goods.tags} />
      <div className={styles.actions}>
        {/* Group-buy goods are joined on their own detail page, not added from a card. */}
        {goods.activity_type === 1 ? (
          <div className={styles.joinRow}>
            <Link to={to} className={styles.join}>
              {goods.buy_button_label || '拼团'}
            </Link>
          </div>
        ) : (
          <AddToCart goods={goods} />
        )}
        <div className={styles.secondary}>
          <FavoriteButton goods={goods} />
          {goods.cartNum > 0 && <span className={styles.inCart}>已加购 {goods.cartNum}</span>}
        </div>
      </div>
    </article>
  );
}
