import type { Goods } from '@shop/contract';
import { Link } from 'react-router';
import { AddToCart } from '../AddToCart';
import { FavoriteButton } from '../FavoriteButton';
import { GoodsPrice } from '../GoodsPrice';
import { goodsPath } from '../goods-path';
import styles from './GoodsTextList.module.css';

/** The compact text display: one line per goods, no pictures. */
export function GoodsTextList({ goods }: { goods: Goods[] }) {
  return (
    <table className={styles.list} aria-label="商品列表">
      <colgroup>
        <col style={{ width: 250 }} />
        <col style={{ width: 140 }} />
        <col style={{ width: 200 }} />
        <col style={{ width: 110 }} />
        <col style={{ width: 80 }} />
        <col style={{ width: 130 }} />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th>商品名称</th>
          <th>规格</th>
          <th>生产厂家</th>
          <th>有效期</th>
          <th>库存</th>
          <th>价格</th>
          <th>操作</th>
        </tr>
      </thead>
      <tbody>
        {goods.map((g) => (
          <tr key={g.id}>
            <td>
              <Link to={goodsPath(g)} title={g.name}>
                {g.name}
              </Link>
            </td>
            <td>{g.ypgg}</td>
            <td title={g.sccj}>{g.sccj}</td>
            <td>{g.yxq}</td>
            <td>{g.number_label}</td>
            <td>
              <GoodsPrice goods={g} size="sm" />
            </td>
            <td>
              <div className={styles.actions}>
                <AddToCart goods={g} variant="compact" />
                <FavoriteButton goods={g} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
