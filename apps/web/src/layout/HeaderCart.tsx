import { ShoppingCartOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { useCartTotal } from '../api/cart/get-cart-total';
import { cartBadgeText, isCartPath } from '../lib/cart-badge';
import { loginPath } from '../lib/login-path';
import styles from './HeaderCart.module.css';

/** 我的购物车 beside the search box, with the line count (hidden on the cart pages). */
export function HeaderCart() {
  const { user } = useUserInfo();
  const { pathname } = useLocation();
  const onCartPage = isCartPath(pathname);
  const total = useCartTotal(user !== null && !onCartPage);
  const badge = onCartPage ? '' : cartBadgeText(total.data?.total);

  return (
    <Link to={user ? '/cart' : loginPath('/cart')} className={styles.cart}>
      <ShoppingCartOutlined aria-hidden="true" />
      <span>我的购物车</span>
      {badge && (
        <span className={styles.badge}>
          {badge}
          <span className="visually-hidden">种商品</span>
        </span>
      )}
    </Link>
  );
}
