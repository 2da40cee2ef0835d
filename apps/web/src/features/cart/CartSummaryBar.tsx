import type { CartSummary } from '@shop/contract';
import { Button, Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { AmountList } from '../../components/AmountList';
import styles from './CartSummaryBar.module.css';

type Props = {
  summary: CartSummary;
  allSelected: boolean;
  canSelectAll: boolean;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  checkingOut: boolean;
  /** Why this login may not check out (a sub-account without the order grant). */
  blocked?: string;
  /** More actions on the selection (复制到其他账号). */
  actions?: ReactNode;
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
  blocked,
  actions,
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
        {actions}
      </div>
      <div className={styles.amounts}>
        <span className={styles.selected}>
          已选 <em>{summary.selected_count}</em> 种 <em>{summary.selected_number}</em> 件
        </span>
        <AmountList amounts={summary} layout="bar" />
      </div>
      <Button
        type="primary"
        size="large"
        className={styles.checkout}
        disabled={summary.selected_count === 0 || !!blocked}
        title={blocked}
        loading={checkingOut}
        onClick={onCheckout}
      >
        去结算
      </Button>
    </div>
  );
}
