import type { CartSummary } from '@shop/contract';
import type { ReactNode } from 'react';
import { isPositiveYuan } from '../lib/money';
import styles from './AmountList.module.css';

/** The amounts the cart, step 2 and an order share (the server's yuan strings). */
export type Amounts = Pick<
  CartSummary,
  'goods_amount' | 'manjian_reduce' | 'coupon_reduce' | 'shipping_fee' | 'pay_amount'
> & { voucher_reduce?: string };

type Props = {
  amounts: Amounts;
  /**
   * 'bar': one line under the cart, every row always there so nothing moves while lines
   * are (de)selected. 'column': one row each, a zero 满减 or 优惠券 left out as noise.
   */
  layout: 'bar' | 'column';
  goodsLabel?: ReactNode;
  payLabel?: string;
  payAmount?: string;
  className?: string;
  /** Rows under the amount paid (an order's 已退款), as `AmountRow`s. */
  children?: ReactNode;
};

/** 商品金额, 满减, 优惠券, 运费 and the amount to pay. */
export function AmountList({
  amounts,
  layout,
  goodsLabel = '商品金额',
  payLabel = '应付金额',
  payAmount = amounts.pay_amount,
  className = '',
  children,
}: Props) {
  const always = layout === 'bar';
  return (
    <dl className={`${styles[layout]} ${className}`}>
      <AmountRow label={goodsLabel}>¥{amounts.goods_amount}</AmountRow>
      {(always || isPositiveYuan(amounts.manjian_reduce)) && (
        <AmountRow label="满减">-¥{amounts.manjian_reduce}</AmountRow>
      )}
      {(always || isPositiveYuan(amounts.coupon_reduce)) && (
        <AmountRow label="优惠券">-¥{amounts.coupon_reduce}</AmountRow>
      )}
      {amounts.voucher_reduce && isPositiveYuan(amounts.voucher_reduce) && (
        <AmountRow label="现金券">-¥{amounts.voucher_reduce}</AmountRow>
      )}
      <AmountRow label="运费">{shippingText(amounts)}</AmountRow>
      <div className={styles.pay}>
        <dt>{payLabel}</dt>
        <dd>¥{payAmount}</dd>
      </div>
      {children}
    </dl>
  );
}

/** One label and amount of the list. */
export function AmountRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Nothing selected costs no shipping either: 免运费 only says so about goods being bought. */
function shippingText({ shipping_fee, goods_amount }: Amounts): string {
  if (isPositiveYuan(shipping_fee) || !isPositiveYuan(goods_amount)) return `¥${shipping_fee}`;
  return '免运费';
}
