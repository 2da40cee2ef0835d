import type { CouponScope } from '@shop/contract';
import { Popover } from 'antd';
import { Link } from 'react-router';
import styles from './UseCouponLink.module.css';

/** Where 去使用 leads: the one category or goods a coupon names, else the goods list. */
export function couponTarget(scope: CouponScope): string {
  if (scope.categories.length === 1 && scope.goods.length === 0)
    return `/list?select=${scope.categories[0]!.id}`;
  if (scope.goods.length === 1 && scope.categories.length === 0)
    return `/list/info/${scope.goods[0]!.id}`;
  return '/list';
}

/** 去使用: a link, or for a coupon naming several goods, the list of them. */
export function UseCouponLink({ scope }: { scope: CouponScope }) {
  if (scope.goods.length > 1)
    return (
      <Popover
        title="可用商品"
        trigger="click"
        content={
          <ul className={styles.goods}>
            {scope.goods.map((g) => (
              <li key={g.id}>
                <Link to={`/list/info/${g.id}`}>{g.name}</Link>
              </li>
            ))}
            {scope.categories.map((c) => (
              <li key={`c${c.id}`}>
                <Link to={`/list?select=${c.id}`}>{c.name}（品类）</Link>
              </li>
            ))}
          </ul>
        }
      >
        <button type="button" className={styles.link}>
          去使用
        </button>
      </Popover>
    );
  return (
    <Link className={styles.link} to={couponTarget(scope)}>
      去使用
    </Link>
  );
}
