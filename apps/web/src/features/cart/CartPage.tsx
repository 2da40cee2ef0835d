import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_ORDER_GRANT, useGrants } from '../../api/account/grants';
import { useCheckoutCart } from '../../api/cart/checkout-cart';
import { useDeleteCartLines } from '../../api/cart/delete-cart-lines';
import { cartListQueryOptions, useCartList } from '../../api/cart/get-cart-list';
import { useSelectCartLines } from '../../api/cart/select-cart-lines';
import { ALL_CART_LINES } from '../../api/query-keys';
import { ButtonLink } from '../../components/ButtonLink';
import { CartPageHeader } from '../../components/CartPageHeader';
import { confirmCartDelete } from '../../components/confirm-cart-delete';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSpinner } from '../../components/PageSpinner';
import { SaveAsListButton } from '../../components/SaveAsListButton';
import { checkoutPath } from '../../lib/checkout-path';
import { CartCoupons } from './CartCoupons';
import { CartHints } from './CartHints';
import { CartLineTable } from './CartLineTable';
import styles from './CartPage.module.css';
import { CartSummaryBar } from './CartSummaryBar';
import { CopyCartButton } from './CopyCartButton';
import { allSelected, selectableLines, selectedLineIds } from './cart-selection';

/** /cart, step 1: the buyer's cart with its filters, hints, coupons and amounts. */
export function CartPage() {
  const [type, setType] = useState(ALL_CART_LINES);
  const cart = useCartList(type);
  const select = useSelectCartLines();
  const remove = useDeleteCartLines();
  const checkout = useCheckoutCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const showAll = type === ALL_CART_LINES;
  const { canOrder } = useGrants();

  if (cart.isPending) return <PageSpinner padding={80} />;
  if (!cart.data) return <LoadFailed what="购物车" query={cart} />;

  const state = cart.data;
  const lines = state.data;
  const cartIsEmpty = showAll && lines.length === 0;
  const selectedIds = lines.filter((l) => l.is_selected === 1).map((l) => l.id);

  const onCheckout = async () => {
    // Under a filter tab the lines of the other tabs that are selected go too.
    const whole = showAll ? state : await queryClient.fetchQuery(cartListQueryOptions());
    const ids = selectedLineIds(whole.data);
    if (ids.length === 0) {
      message.warning('请选择要结算的商品');
      return;
    }
    checkout.mutate(ids, { onSuccess: (checked) => navigate(checkoutPath(checked)) });
  };

  const onDeleteSelected = () => {
    const chosen = lines.filter((l) => l.is_selected === 1);
    if (chosen.length === 0) return;
    confirmCartDelete(
      { message, modal },
      () => remove.mutateAsync(chosen),
      `确认删除选中的 ${chosen.length} 种商品吗？`,
    );
  };

  return (
    <div className={styles.page}>
      <CartPageHeader
        step={1}
        title="我的购物车"
        extra={<span className={styles.count}>共 {state.summary.count} 种商品</span>}
      />
      {cartIsEmpty ? (
        <Empty className={styles.empty} description="购物车空空如也">
          <ButtonLink type="primary" to="/list">
            去逛逛
          </ButtonLink>
        </Empty>
      ) : (
        <>
          {state.filter_data.length > 0 && (
            <Tabs
              className={styles.tabs}
              activeKey={String(type)}
              onChange={(key) => setType(Number(key))}
              items={state.filter_data.map((f) => ({
                key: String(f.type),
                label: `${f.name}（${f.count}）`,
              }))}
            />
          )}
          <CartHints state={state} />
          <div aria-busy={cart.isFetching}>
            {lines.length > 0 ? (
              <CartLineTable state={state} showAll={showAll} />
            ) : (
              <Empty className={styles.empty} description="该分类下暂无商品" />
            )}
          </div>
          {!canOrder && (
            <Alert
              className={styles.noOrder}
              type="warning"
              showIcon
              title={NO_ORDER_GRANT}
              description="可勾选商品后点「复制到其他账号」，复制到主账号的购物车由主账号下单。"
            />
          )}
          <CartSummaryBar
            summary={state.summary}
            allSelected={allSelected(lines)}
            canSelectAll={selectableLines(lines).length > 0}
            onSelectAll={(selected) =>
              select.mutate({
                ids: showAll ? 'all' : selectableLines(lines).map((l) => l.id),
                selected,
              })
            }
            onDeleteSelected={onDeleteSelected}
            onCheckout={onCheckout}
            checkingOut={checkout.isPending}
            blocked={canOrder ? undefined : NO_ORDER_GRANT}
            actions={
              <>
                <CopyCartButton ids={selectedIds} />
                <SaveAsListButton
                  type="link"
                  disabled={selectedIds.length === 0}
                  source={() => ({ cart_ids: selectedIds })}
                />
              </>
            }
          />
          <CartCoupons coupons={state.coupons} appliedId={state.summary.coupon_id} />
        </>
      )}
    </div>
  );
}
