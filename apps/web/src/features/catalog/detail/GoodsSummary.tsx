import type { GoodsDetail } from '@shop/contract';
import { OUTSIDE_SCOPE_TIP } from '@shop/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { AddToCart } from '../../../components/AddToCart';
import { ArrivalNoticeButton } from '../../../components/ArrivalNoticeButton';
import { DrugMarks } from '../../../components/DrugMarks';
import { FavoriteButton } from '../../../components/FavoriteButton';
import { GoodsPrice } from '../../../components/GoodsPrice';
import { GoodsTags } from '../../../components/GoodsTags';
import { StrikePrice } from '../../../components/Price';
import { tierPrice } from '../../../components/tier-prices';
import styles from './GoodsSummary.module.css';

/** Name, prices, tier prices, every product fact and the quantity rules. */
export function GoodsSummary({ goods, groupBuy }: { goods: GoodsDetail; groupBuy: boolean }) {
  const facts: [string, string | number][] = [
    ['生产厂家', goods.sccj],
    ['规格', goods.ypgg],
    ['剂型', goods.jx],
    ['单位', goods.bzdw],
    ['件装量', goods.jzl],
    ['中包装', goods.zbz],
    ['有效期', goods.yxq],
    ['批准文号', goods.pzwh],
    ['国家本位码', goods.gjbzm],
    ['库存', goods.number_label],
  ];
  const tiers = goods.ladder_price.filter((t) => t.price !== null);

  return (
    <div className={styles.summary}>
      <h1 className={styles.name}>
        {groupBuy && goods.activity_type === 1 && <span className={styles.badge}>拼团</span>}
        {goods.name}
      </h1>
      <DrugMarks goods={goods} />
      {goods.remarks && <p className={styles.remarks}>{goods.remarks}</p>}

      <div className={styles.priceBox}>
        <div className={styles.priceLine}>
          <span className={styles.label}>会员价</span>
          <GoodsPrice goods={goods} size="lg" />
          {goods.price !== null && goods.bzdw && <span className={styles.unit}>/{goods.bzdw}</span>}
        </div>
        {(goods.market_price !== null || goods.ori_price !== null) && (
          <div className={styles.priceLine}>
            <span className={styles.label}>参考价</span>
            <StrikePrice label="建议零售价" value={goods.market_price} />
            {goods.ori_price !== goods.price && (
              <StrikePrice label="原价" value={goods.ori_price} />
            )}
          </div>
        )}
        {tiers.length > 0 && (
          <div className={styles.priceLine}>
            <span className={styles.label}>阶梯价</span>
            <table className={styles.tiers}>
              <tbody>
                <tr>
                  {tiers.map((t) => (
                    <td key={t.number}>满{t.number}件</td>
                  ))}
                </tr>
                <tr>
                  {tiers.map((t) => (
                    <td key={t.number} className={styles.tierPrice}>
                      ¥{tierPrice(goods, t.price!)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        )}
        {(goods.manjian_data || goods.tags.some((t) => t.is_show === 1)) && (
          <div className={styles.priceLine}>
            <span className={styles.label}>促销</span>
            {goods.manjian_data && (
              <Link className={styles.manjian} to={`/hdzq/${goods.manjian_data.id}`}>
                <span>满减</span>
                {goods.manjian_data.tiers
                  .map((t) => `满${Number(t.amount)}减${Number(t.reduce)}`)
                  .join('，')}
                {goods.manjian_data.limit > 0 ? `（限购${goods.manjian_data.limit}件）` : ''} ›
              </Link>
            )}
            <GoodsTags tags={goods.tags} />
          </div>
        )}
      </div>

      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === '' || value === null ? '—' : value}</dd>
          </div>
        ))}
      </dl>

      <dl className={styles.rules} aria-label="购买规则">
        <div>
          <dt>起购</dt>
          <dd>{goods.qg_number > 0 ? `${goods.qg_number}${goods.bzdw}` : '不限'}</dd>
        </div>
        <div>
          <dt>限购</dt>
          <dd>{goods.xg_number > 0 ? `${goods.xg_number}${goods.bzdw}` : '不限'}</dd>
        </div>
        <div>
          <dt>购买倍数</dt>
          <dd>
            按中包装 {goods.zbz}
            {goods.bzdw} 的整数倍购买
          </dd>
        </div>
        {goods.is_free_shipping === 1 && goods.free_shipping_number > 0 && (
          <div>
            <dt>包邮</dt>
            <dd>
              满{goods.free_shipping_number}
              {goods.bzdw}包邮
            </dd>
          </div>
        )}
      </dl>

      {goods.is_buy === 0 && goods.buy_tip && (
        <Alert
          className={styles.tip}
          type="warning"
          showIcon
          title={goods.buy_tip}
          description={
            goods.buy_tip === OUTSIDE_SCOPE_TIP ? (
              <>
                该商品不在贵单位登记的经营范围内，不能采购。
                <Link to="/zzzj">查看经营范围</Link>
              </>
            ) : undefined
          }
        />
      )}

      <div className={styles.actions}>
        <AddToCart goods={goods} variant="detail" />
        <FavoriteButton goods={goods} size="lg" />
        <ArrivalNoticeButton goods={goods} />
      </div>
    </div>
  );
}
