import type { Money } from '@shop/contract';
import { Link } from 'react-router';
import { loginPath } from '../lib/login-path';
import styles from './Price.module.css';

/** A yuan amount, or 登录可见 (a link to login) when the server hides prices from visitors. */
export function Price({ value, size = 'md' }: { value: Money; size?: 'sm' | 'md' | 'lg' }) {
  if (value === null) {
    return (
      <Link to={loginPath()} className={styles.login}>
        登录可见
      </Link>
    );
  }
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      <small>¥</small>
      {value}
    </span>
  );
}

/** A secondary amount (market or original price), struck through; nothing when hidden. */
export function StrikePrice({ label, value }: { label: string; value: Money }) {
  if (value === null) return null;
  return (
    <span className={styles.strike}>
      {label} <del>¥{value}</del>
    </span>
  );
}
