import { Button, Checkbox } from 'antd';
import type { CartSummary } from '../../api/cart-types';
import styles from './CartSummaryBar.module.css';

type Props = {
  summary: CartSummary;
  allSelected: boolean;
  canSelectAll: boolean;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  checkingOut: boolean;
};

/** The bar under the lines: select all, delete selected, the amounts of `summary`, 去结算. */
export function CartSummaryBar({
  summary,
  allSelected,
  canSelectAll,
  onSelectAll,
  onDeleteSelected,
  onCheckout,
  checkingOut,
}: Props) {
  return (
    <div className={styles.bar}>
      <div className={styles.left}>
        <Checkbox
          checked={allSelected}
          disabled={!canSelectAll}
          onChange={(e) => onSelectAll(e.target.checked)}
        >
          全选
        </Checkbox>
        <Button type="link" onClick={onDeleteSelected} disabled={summary.selected_count === 0}>
          删除选中
        </Button>
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>已选</dt>
          <dd>
            <em>{summary.selected_count}</em> 种 <em>{summary.selected_number}</em> 件
          </dd>
        </div>
        <div>
          <dt>商品金额</dt>
          <dd>¥{summary.goods_amount}</dd>
        </div>
        <div>
          <dt>满减</dt>
          <dd>-¥{summary.manjian_reduce}</dd>
        </div>
        <div>
          <dt>优惠券</dt>
          <dd>-¥{summary.coupon_reduce}</dd>
        </div>
        <div>
          <dt>运费</dt>
          <dd>¥{summary.shipping_fee}</dd>
        </div>
        <div className={styles.total}>
          <dt>应付金额</dt>
          <dd>¥{summary.pay_amount}</dd>
        </div>
      </dl>
      <Button
        type="primary"
        size="large"
        className={styles.checkout}
        disabled={summary.selected_count === 0}
        loading={checkingOut}
        onClick={onCheckout}
      >
        去结算
      </Button>
    </div>
  );
}
