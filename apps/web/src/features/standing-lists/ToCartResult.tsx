import type { StandingListToCartResult } from '@shop/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import styles from './StandingLists.module.css';

/** What 一键加入购物车 did: how many went in, and each refused line with its reason. */
export function ToCartResult({ result }: { result: StandingListToCartResult }) {
  const { added, refused } = result;
  return (
    <Alert
      role="status"
      type={refused.length === 0 ? 'success' : added > 0 ? 'warning' : 'error'}
      showIcon
      message={
        <>
          已加入购物车 {added} 种商品
          {refused.length > 0 && `，${refused.length} 种未能加入`}。
          <Link to="/cart">去购物车结算</Link>
        </>
      }
      description={
        refused.length > 0 && (
          <ul className={styles.refused} aria-label="未能加入的商品">
            {refused.map((r) => (
              <li key={r.goods_id}>
                {r.name}：{r.msg}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
